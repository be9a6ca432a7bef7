/** The application shell. The full set of routes, header and footer arrive with the site issue. */
export function App() {
  return (
    <main id="main">
      <h1>Jute Mills Group</h1>
      <p>Jute yarn, bags, cloth, rope and soil saver from Bangladesh, since 1968.</p>
    </main>
  );
}
