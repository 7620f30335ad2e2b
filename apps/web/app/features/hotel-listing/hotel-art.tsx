/**
 * A hotel's picture, drawn rather than fetched (design §10: no image from outside, and none of ours
 * yet): a building of its type under a sky whose colours follow from the hotel's id, so each hotel
 * keeps its own picture. Decoration only: hidden from screen readers.
 */
const SKIES = [
  ['#cdece7', '#ecf8f6'],
  ['#f1cf73', '#fdf3d7'],
  ['#9dd8cf', '#ecf8f6'],
  ['#f6d9b8', '#fdf3e7'],
  ['#c7dcf0', '#eef5fb'],
] as const;

function seedOf(id: string): number {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

function Windows({ x, y, columns, rows }: { x: number; y: number; columns: number; rows: number }) {
  const cells = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) cells.push(<rect key={`${row}-${column}`} x={x + column * 7} y={y + row * 8} width="4" height="5" rx="0.5" />);
  }
  return <g fill="#fdf3d7">{cells}</g>;
}

export function HotelArt({ id, type, className = '' }: { id: string; type: string; className?: string }) {
  const seed = seedOf(id);
  const [top, bottom] = SKIES[seed % SKIES.length]!;
  const gradient = `sky-${id}`;
  const shift = (seed >> 4) % 24;
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${gradient})`} />
      <circle cx={124 - shift} cy="24" r="10" fill="#e0a526" opacity="0.8" />
      <rect y="84" width="160" height="16" fill="#15736c" />
      {type === 'resort' ? (
        <>
          <rect x={30 + shift} y="60" width="70" height="24" fill="#0f5e5a" />
          <path d={`M${26 + shift} 60 L${65 + shift} 44 L${104 + shift} 60 Z`} fill="#0a3a38" />
          <Windows x={36 + shift} y={66} columns={8} rows={2} />
          <path d="M130 84 C131 70 133 60 136 52" stroke="#0a3a38" strokeWidth="3" fill="none" />
          <path d="M136 52 C128 48 122 52 120 56 M136 52 C144 46 150 50 152 54 M136 52 C134 44 138 40 142 40" stroke="#15736c" strokeWidth="4" fill="none" strokeLinecap="round" />
        </>
      ) : type === 'guest_house' ? (
        <>
          <rect x={48 + shift} y="56" width="56" height="28" fill="#0f5e5a" />
          <path d={`M${42 + shift} 57 L${76 + shift} 36 L${110 + shift} 57 Z`} fill="#8a5f0a" />
          <Windows x={56 + shift} y={62} columns={6} rows={1} />
          <rect x={72 + shift} y="70" width="8" height="14" fill="#fdf3d7" />
        </>
      ) : type === 'serviced_apartment' ? (
        <>
          <rect x={36 + shift} y="30" width="32" height="54" fill="#0f5e5a" />
          <rect x={74 + shift} y="40" width="32" height="44" fill="#0c4a47" />
          <Windows x={40 + shift} y={35} columns={4} rows={6} />
          <Windows x={78 + shift} y={45} columns={4} rows={4} />
        </>
      ) : type === 'motel' ? (
        <>
          <rect x={20 + shift} y="62" width="104" height="22" fill="#0f5e5a" />
          <rect x={16 + shift} y="58" width="112" height="5" fill="#8a5f0a" />
          <Windows x={26 + shift} y={68} columns={14} rows={1} />
        </>
      ) : (
        <>
          <rect x={50 + shift} y="24" width="48" height="60" fill="#0f5e5a" />
          <rect x={46 + shift} y="20" width="56" height="6" fill="#0a3a38" />
          <Windows x={55 + shift} y={32} columns={6} rows={6} />
        </>
      )}
    </svg>
  );
}
