import { LINE, SAND, TERRACOTTA } from '@casona/proto/brand';

/**
 * What a listing shows while it has no photo: a drawn façade (no stock photo pretends to be the
 * property). Decorative: the card's text says what the property is.
 */
export function PropertyPlaceholder({ height = 180, type }: { height?: number; type?: string }) {
  const apartment = type === 'APARTMENT';
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height={height}
      aria-hidden="true"
      focusable="false"
      data-testid="property-placeholder"
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id="casona-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={TERRACOTTA[1]} />
          <stop offset="1" stopColor={SAND} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#casona-sky)" />
      <circle cx="262" cy="42" r="18" fill={TERRACOTTA[3]} opacity="0.7" />
      <rect x="0" y="150" width="320" height="30" fill={LINE} />
      {apartment ? (
        <g fill={TERRACOTTA[5]}>
          <rect x="110" y="40" width="100" height="112" rx="4" />
          {[0, 1, 2, 3].map((row) =>
            [0, 1, 2].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={122 + col * 28}
                y={52 + row * 24}
                width="18"
                height="14"
                rx="2"
                fill={SAND}
              />
            )),
          )}
        </g>
      ) : (
        <g>
          <polygon points="90,92 160,44 230,92" fill={TERRACOTTA[7]} />
          <rect x="102" y="90" width="116" height="62" fill={TERRACOTTA[5]} />
          <rect x="148" y="112" width="24" height="40" rx="2" fill={TERRACOTTA[9]} />
          <rect x="116" y="104" width="22" height="18" rx="2" fill={SAND} />
          <rect x="182" y="104" width="22" height="18" rx="2" fill={SAND} />
        </g>
      )}
    </svg>
  );
}
