/** Sizes, durations, and the speed and time left of a transfer, for people to read. */

export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
};

/** Seconds as h:mm:ss (m:ss under an hour), as players show a length. */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

export type TTransfer = { loaded: number; total: number; percent: number; bytesPerSecond: number; secondsLeft: number | null };

/** Speed over the last few seconds rather than since the start, so that it follows the network. */
const WINDOW_MS = 5000;

export const createRateMeter = (now: () => number = Date.now) => {
  const samples: { at: number; loaded: number }[] = [];
  return (loaded: number, total: number): TTransfer => {
    const at = now();
    samples.push({ at, loaded });
    while (samples.length > 2 && at - samples[0]!.at > WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const elapsed = (at - first.at) / 1000;
    const bytesPerSecond = elapsed > 0 ? Math.max(0, (loaded - first.loaded) / elapsed) : 0;
    const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
    return { loaded, total, percent, bytesPerSecond, secondsLeft: bytesPerSecond > 0 ? (total - loaded) / bytesPerSecond : null };
  };
};
