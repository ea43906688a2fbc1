/** The particle burst drawn by the Konami easter egg: a few fireworks of coloured sparks. */
type TParticle = { x: number; y: number; vx: number; vy: number; life: number; color: string; size: number };

const COLORS = ['#409EFF', '#57CAEB', '#11a983', '#f5222d', '#faad14', '#6959CD', '#ffffff'];
const GRAVITY = 0.06;

const burst = (x: number, y: number, count: number): TParticle[] =>
  Array.from({ length: count }, () => {
    const angle = Math.random() * Math.PI * 2;
    const speed = 1.5 + Math.random() * 4.5;
    return {
      x,
      y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed - 1,
      life: 1,
      color: COLORS[Math.floor(Math.random() * COLORS.length)] ?? '#fff',
      size: 1.5 + Math.random() * 2.5,
    };
  });

/** Animates on the canvas for `duration` ms, then calls `onDone`; returns a cancel function. */
export const playParticles = (canvas: HTMLCanvasElement, duration: number, onDone: () => void): (() => void) => {
  const context = canvas.getContext('2d');
  if (!context) {
    onDone();
    return () => undefined;
  }
  const { innerWidth: width, innerHeight: height } = window;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  context.scale(ratio, ratio);
  let particles: TParticle[] = [];
  const bursts = [0, 350, 700, 1050].map((at) => ({ at, done: false }));
  const start = performance.now();
  let frame = 0;

  const step = (now: number) => {
    const elapsed = now - start;
    for (const b of bursts) {
      if (!b.done && elapsed >= b.at) {
        b.done = true;
        particles.push(...burst(width * (0.2 + Math.random() * 0.6), height * (0.2 + Math.random() * 0.35), 70));
      }
    }
    context.clearRect(0, 0, width, height);
    particles = particles.filter((p) => p.life > 0);
    for (const p of particles) {
      p.vy += GRAVITY;
      p.x += p.vx;
      p.y += p.vy;
      p.life -= 0.012;
      context.globalAlpha = Math.max(p.life, 0);
      context.fillStyle = p.color;
      context.beginPath();
      context.arc(p.x, p.y, p.size, 0, Math.PI * 2);
      context.fill();
    }
    if (elapsed < duration) frame = requestAnimationFrame(step);
    else onDone();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
};
