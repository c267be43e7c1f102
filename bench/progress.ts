/** A one-line progress bar on stderr, redrawn in place; stdout stays clean for the table. */
export function startProgress(label: string, durationMs: number): () => void {
  const width = 30;
  const started = Date.now();
  const draw = () => {
    const share = Math.min(1, (Date.now() - started) / durationMs);
    const filled = Math.round(share * width);
    process.stderr.write(`\r${label.padEnd(34)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%`);
  };
  draw();
  const timer = setInterval(draw, 200);
  return () => {
    clearInterval(timer);
    draw();
    process.stderr.write('\n');
  };
}
