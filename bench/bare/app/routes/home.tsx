export function meta() {
  return [{ title: 'Bare route' }, { name: 'description', content: 'A bare React Router route, the floor our pages are measured against.' }];
}

export default function Home() {
  return (
    <main>
      <h1>Bare route</h1>
      <p>Rendered on the server by React Router, hydrated in the browser, and nothing else.</p>
    </main>
  );
}
