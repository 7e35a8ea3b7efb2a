export function HeroAvatar({ url, name, large = false }: { url: string | null; name: string; large?: boolean }) {
  const size = large ? 128 : 72;
  return url ? (
    <img className={`avatar${large ? ' avatar--large' : ''}`} src={url} alt={name} width={size} height={size} />
  ) : (
    <span
      className={`avatar${large ? ' avatar--large' : ''}`}
      role="img"
      aria-label={name}
      style={{ display: 'grid', placeItems: 'center', fontSize: large ? '3rem' : '2rem' }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
