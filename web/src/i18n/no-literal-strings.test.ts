import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The web shows no literal UI text: every visible string goes through t('key'). This scans every .tsx under
 * web/src for JSX text nodes (`>text<`) holding letters or CJK outside `{…}` expressions, and for literal
 * user-facing attributes (title/placeholder/label/alt/aria-label="…").
 */
const root = join(__dirname, '..');

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });

const stripComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** `>` not part of `=>` or a comparison, then text without code characters, then `<`. */
const JSX_TEXT = /(?<![=\-])>([^<>{}()=;&|`]*[A-Za-z\u4e00-\u9fff][^<>{}()=;&|`]*)</g;
const LITERAL_ATTRIBUTE = /\s(?:title|placeholder|label|alt|aria-label|okText|cancelText)="([^"]*[A-Za-z\u4e00-\u9fff][^"]*)"/g;

export function findLiteralText(source: string): string[] {
  const code = stripComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(JSX_TEXT)) {
    const text = match[1].trim();
    const isCode = /^(,|extends\b|implements\b|as\b|keyof\b)/.test(text);
    if (text && !isCode) found.push(text);
  }
  for (const match of code.matchAll(LITERAL_ATTRIBUTE)) found.push(match[1]);
  return found;
}

describe('no literal UI strings in JSX', () => {
  it('the scanner catches text nodes and attributes but not expressions or generics', () => {
    expect(findLiteralText('<span>保存</span>')).toEqual(['保存']);
    expect(findLiteralText('<Button>\n  Save now\n</Button>')).toEqual(['Save now']);
    expect(findLiteralText('<Input placeholder="Name" />')).toEqual(['Name']);
    expect(findLiteralText('<Button>Save</Button>')).toEqual(['Save']);
    expect(findLiteralText("<span>{t('common.buttons.save')}</span>")).toEqual([]);
    expect(findLiteralText('const a = useState<string>(x); const b: Array<Item> = [];')).toEqual([]);
    expect(findLiteralText('const f = (a: number) => a > b && c < d;')).toEqual([]);
    expect(findLiteralText('<Form<LoginInput> layout="vertical">')).toEqual([]);
    expect(findLiteralText('{ icon: <UserOutlined />, label: <span>{x}</span> }')).toEqual([]);
    expect(findLiteralText('interface A<Row> extends ColumnType<Row> {}')).toEqual([]);
  });

  it('every .tsx under web/src uses t() for visible text', () => {
    const offenders = tsxFiles(root).flatMap((file) =>
      findLiteralText(readFileSync(file, 'utf8')).map((text) => `${relative(root, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
