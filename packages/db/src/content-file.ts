export interface ContentFile {
  slug: string;
  lang: 'en' | 'mm';
  title: string;
  description: string;
  bodyMarkdown: string;
}

const FILE_NAME = /^(?<slug>[a-z0-9-]+)\.(?<lang>en|my)\.md$/;
const FRONT_MATTER = /^---\n(?<head>[\s\S]*?)\n---\n(?<body>[\s\S]*)$/;

/**
 * Reads one seed file `<slug>.<en|my>.md` with a `title` / `description` front matter. Files use the
 * ISO code `my` for Myanmar; the product's own setting value is `mm` (spec §3), so it is mapped here.
 */
export function parseContentFile(fileName: string, text: string): ContentFile {
  const name = FILE_NAME.exec(fileName)?.groups;
  const parts = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'))?.groups;
  if (!name || !parts) throw new Error(`content file ${fileName} is not <slug>.<en|my>.md with front matter`);
  const head = Object.fromEntries(
    (parts.head ?? '').split('\n').map((line) => {
      const colon = line.indexOf(':');
      const value = line.slice(colon + 1).trim();
      return [line.slice(0, colon).trim(), value.replace(/^"(.*)"$/, '$1')];
    }),
  );
  if (!head.title || !head.description) throw new Error(`content file ${fileName} needs a title and a description`);
  return {
    slug: name.slug!,
    lang: name.lang === 'my' ? 'mm' : 'en',
    title: head.title,
    description: head.description,
    bodyMarkdown: (parts.body ?? '').trim() + '\n',
  };
}
