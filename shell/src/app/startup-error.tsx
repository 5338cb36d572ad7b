/** Shown when the shell cannot even start (no /app-config.json, or a broken one). Plain on purpose. */
export function StartupError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main
      style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' }}
    >
      <h1>The site could not start</h1>
      <p role="alert">{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
