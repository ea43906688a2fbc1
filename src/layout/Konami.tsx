/**
 * The hidden key sequence of spec §4 (↑↑↓↓←→←→BA): a short decorative particle effect over the
 * page, which never takes a click and is skipped for people who ask for reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { playParticles } from './konamiParticles.ts';

export const KONAMI = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a'];
const DURATION = 2000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export const useKonami = (onMatch: () => void): void => {
  const onMatchRef = useRef(onMatch);
  useEffect(() => {
    onMatchRef.current = onMatch;
  });
  useEffect(() => {
    // The last keys pressed, so that a slip (a third ↑) does not lose the start of the sequence.
    let recent: string[] = [];
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      recent = [...recent, key].slice(-KONAMI.length);
      if (recent.join() === KONAMI.join()) {
        recent = [];
        onMatchRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
};

const Particles = ({ onDone }: { onDone: () => void }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvasRef.current ? playParticles(canvasRef.current, DURATION, onDone) : undefined), [onDone]);
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="konami"
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 2000 }}
    />
  );
};

export const Konami = () => {
  const [isPlaying, setPlaying] = useState(false);
  const done = useCallback(() => setPlaying(false), []);
  useKonami(() => {
    if (!prefersReducedMotion()) setPlaying(true);
  });
  return isPlaying ? <Particles onDone={done} /> : null;
};
