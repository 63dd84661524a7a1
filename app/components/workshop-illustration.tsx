/**
 * Illustrated workshop panels for the About page: drawn in SVG so the page needs
 * no photography rights and weighs almost nothing.
 */
export function WorkshopIllustration({
  variant,
  label,
  className = "h-auto w-full rounded-xl border border-line bg-racing-800",
}: {
  variant: number;
  /** Omit for a purely decorative panel (hidden from screen readers). */
  label?: string;
  className?: string;
}) {
  const scenes = [CarScene, EngineScene, TrimScene];
  const Scene = scenes[variant % scenes.length] ?? CarScene;
  return (
    <svg
      viewBox="0 0 400 220"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
    >
      <defs>
        <linearGradient id={`floor-${variant}`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#245f45" />
          <stop offset="1" stopColor="#0f2a1f" />
        </linearGradient>
      </defs>
      <rect width="400" height="220" fill={`url(#floor-${variant})`} />
      <rect y="170" width="400" height="50" fill="#0f2a1f" />
      <g stroke="#c9a66b" strokeWidth="0.6" opacity="0.25">
        {[60, 120, 180, 240, 300, 360].map((x) => (
          <line key={x} x1={x} y1="0" x2={x} y2="170" />
        ))}
      </g>
      <Scene />
    </svg>
  );
}

function CarScene() {
  return (
    <g>
      <path
        d="M70 150 C80 120 120 108 160 104 L200 84 C220 74 262 74 284 86 L318 106 C340 110 352 122 356 150 Z"
        fill="#f4eee1"
      />
      <path d="M206 90 C222 82 258 82 276 92 L292 106 L196 106 Z" fill="#173d2d" />
      <circle cx="128" cy="152" r="20" fill="#1b1f1d" stroke="#c9a66b" strokeWidth="4" />
      <circle cx="304" cy="152" r="20" fill="#1b1f1d" stroke="#c9a66b" strokeWidth="4" />
      <circle cx="128" cy="152" r="6" fill="#c9a66b" />
      <circle cx="304" cy="152" r="6" fill="#c9a66b" />
      <rect x="340" y="126" width="14" height="6" rx="2" fill="#c9a66b" />
      <path d="M40 40 h60 v8 h-60z M60 48 v30" stroke="#dcc08e" strokeWidth="3" fill="none" />
    </g>
  );
}

function EngineScene() {
  return (
    <g>
      <rect x="120" y="70" width="160" height="90" rx="8" fill="#f4eee1" />
      <rect x="132" y="50" width="136" height="24" rx="4" fill="#c9a66b" />
      {[150, 180, 210, 240].map((x) => (
        <circle key={x} cx={x + 5} cy="62" r="6" fill="#7a5c2e" />
      ))}
      <rect x="90" y="100" width="30" height="40" rx="4" fill="#dcc08e" />
      <rect x="280" y="96" width="36" height="14" rx="4" fill="#dcc08e" />
      <rect x="280" y="118" width="36" height="14" rx="4" fill="#dcc08e" />
      <circle cx="200" cy="118" r="24" fill="#173d2d" stroke="#c9a66b" strokeWidth="4" />
      <path d="M60 186 l40 -12 l6 6 l-40 12z" fill="#c9a66b" />
    </g>
  );
}

function TrimScene() {
  return (
    <g>
      <path d="M140 60 h110 c14 0 20 8 20 22 v60 h-150 v-60 c0 -14 6 -22 20 -22z" fill="#7f1d1d" />
      {[165, 195, 225].map((x) => (
        <line key={x} x1={x} y1="64" x2={x} y2="140" stroke="#9b2c2c" strokeWidth="6" />
      ))}
      <rect x="110" y="140" width="180" height="26" rx="8" fill="#9b2c2c" />
      <rect x="300" y="90" width="50" height="70" rx="4" fill="#f4eee1" />
      <line x1="312" y1="104" x2="338" y2="104" stroke="#c9a66b" strokeWidth="3" />
      <line x1="312" y1="116" x2="338" y2="116" stroke="#c9a66b" strokeWidth="3" />
      <circle cx="70" cy="120" r="22" fill="none" stroke="#dcc08e" strokeWidth="4" />
      <line x1="86" y1="136" x2="110" y2="160" stroke="#dcc08e" strokeWidth="4" />
    </g>
  );
}
