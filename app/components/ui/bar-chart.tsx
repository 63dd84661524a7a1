/** Small server-rendered SVG charts for the admin Insights tab (no chart library needed). */

export function DailyChart({ title, series }: { title: string; series: { day: string; n: number }[] }) {
  const max = Math.max(1, ...series.map((p) => p.n));
  const total = series.reduce((sum, p) => sum + p.n, 0);
  const width = 600;
  const height = 140;
  const bar = width / series.length;
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <figcaption className="flex items-baseline justify-between">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink-muted">{total} in 30 days</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-3 h-auto w-full" role="img" aria-label={`${title}: ${total} in the last 30 days, at most ${max} a day`}>
        {series.map((point, i) => {
          const h = (point.n / max) * height;
          return (
            <rect key={point.day} x={i * bar + 2} y={height - h} width={bar - 4} height={h} rx={2} fill="#2f7556">
              <title>{`${point.day}: ${point.n}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} stroke="#e3dccb" />
        <text x={0} y={height + 16} fontSize={12} fill="#4a524e">
          {series[0]?.day}
        </text>
        <text x={width} y={height + 16} fontSize={12} fill="#4a524e" textAnchor="end">
          {series.at(-1)?.day}
        </text>
      </svg>
    </figure>
  );
}

export function RankingChart({ title, rows, label }: { title: string; rows: { key: string; n: number }[]; label: (key: string) => string }) {
  const max = Math.max(1, ...rows.map((r) => r.n));
  return (
    <figure className="rounded-xl border border-line bg-white p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No searches in the last 30 days.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="grid grid-cols-[10rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span className="truncate">{label(row.key)}</span>
              <span className="h-3 rounded-full bg-ivory" aria-hidden="true">
                <span className="block h-full rounded-full bg-brass-400" style={{ width: `${(row.n / max) * 100}%` }} />
              </span>
              <span className="text-right tabular-nums">{row.n}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
