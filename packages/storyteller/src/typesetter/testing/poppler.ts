import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface PdfWord {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (text: string) => text.replace(/&(?:lt|gt|amp|quot|apos);/g, (entity) => XML_ENTITIES[entity]!);

/** Opens a PDF with Debian's poppler-utils, the way a reader's tools would. */
export async function openPdf(pdf: Uint8Array) {
  const folder = await mkdtemp(join(tmpdir(), 'skazka-pdf-'));
  const file = join(folder, 'tale.pdf');
  await writeFile(file, pdf);
  // poppler tools take the file last, except pdftotext, whose output ("-") comes after it.
  const tool = async (name: string, ...args: string[]) => {
    const output = args.at(-1) === '-' ? [file, '-'] : [file];
    return (await run(name, [...args.filter((arg) => arg !== '-'), ...output], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  };
  return {
    async info(): Promise<Record<string, string>> {
      const lines = (await tool('pdfinfo'))
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null);
      return Object.fromEntries(lines.map((match) => [match[1]!, match[2]!]));
    },
    /** One row per font: name, type and whether it is embedded. */
    async fonts(): Promise<Array<{ name: string; embedded: boolean }>> {
      const rows = (await tool('pdffonts')).split('\n').slice(2).filter(Boolean);
      return rows.map((row) => {
        const cells = row.trim().split(/\s+/);
        // Columns from the right: emb sub uni object-id generation.
        return { name: cells[0]!, embedded: cells.at(-5) === 'yes' };
      });
    },
    /** The text of one page, or of all pages. */
    text: (page?: number) => tool('pdftotext', ...(page ? ['-f', String(page), '-l', String(page)] : []), '-'),
    /** Words with their boxes (in points from the top-left) on every page. */
    async words(): Promise<PdfWord[]> {
      const html = await tool('pdftotext', '-bbox', '-');
      const words: PdfWord[] = [];
      const box = /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
      html
        .split('<page ')
        .slice(1)
        .forEach((page, index) => {
          for (const [, xMin, yMin, xMax, yMax, word] of page.matchAll(box))
            words.push({
              page: index + 1,
              word: unescapeXml(word!),
              xMin: Number(xMin),
              yMin: Number(yMin),
              xMax: Number(xMax),
              yMax: Number(yMax),
            });
        });
      return words;
    },
    /** Page `page` rendered to PNG at `dpi`. */
    async render(page: number, dpi: number): Promise<Buffer> {
      const prefix = join(folder, `page-${page}`);
      await run('pdftoppm', [
        '-f',
        String(page),
        '-l',
        String(page),
        '-r',
        String(dpi),
        '-png',
        '-singlefile',
        file,
        prefix,
      ]);
      return readFile(`${prefix}.png`);
    },
    close: () => rm(folder, { recursive: true, force: true }),
  };
}
