import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * No area queries another area's tables (ARCHITECTURE §2): cross-area needs go through the owning area's exported
 * services (identity's user directory, equipment's reference checks). An area owns the tables of its `@Entity('…')`
 * declarations and of the tables its migrations create; this suite reads every area's source and migrations (and
 * core's) for SQL that names a table — query-builder calls, the QueryRunner table API, raw SQL strings and
 * repositories of entity classes — and fails on any table another area owns.
 */
const libs = join(__dirname, '..', '..', 'libs');
/** Core is the platform, not an area: its tables (audit log, access versions, device credentials) are reached through its exported services and entities. */
const namers = readdirSync(libs).filter((a) => a !== 'contracts');
const owners = namers.filter((a) => a !== 'core');

const sourceFiles = (area: string): string[] => {
  const dir = join(libs, area, 'src');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));
};

/** The text with comments blanked (line numbers kept), so prose never counts as SQL. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));

/** Every string and template literal, with the offset where it starts. */
const literals = (code: string): Array<{ text: string; at: number }> =>
  [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => ({ text: m[0].slice(1, -1), at: m.index }));

const lineOf = (code: string, at: number): number => code.slice(0, at).split('\n').length;

interface Declared {
  tables: Map<string, string>;
  entityClasses: Map<string, string>;
}

/** Which area owns each table and entity class. */
function declarations(): Declared {
  const tables = new Map<string, string>();
  const entityClasses = new Map<string, string>();
  for (const area of owners) {
    for (const file of sourceFiles(area)) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const m of code.matchAll(/@Entity\(\s*'([a-z0-9_]+)'[^)]*\)[\s\S]*?export\s+class\s+(\w+)/g)) {
        tables.set(m[1]!, area);
        entityClasses.set(m[2]!, area);
      }
      for (const m of code.matchAll(/new Table\(\s*\{\s*name:\s*'([a-z0-9_]+)'/g)) tables.set(m[1]!, area);
    }
  }
  return { tables, entityClasses };
}

/** Query-builder and QueryRunner calls whose first argument is a table name. */
const TABLE_CALLS =
  /\.(?:from|into|update|delete|insert|innerJoin|leftJoin|innerJoinAndSelect|leftJoinAndSelect|getRepository|createTable|dropTable|hasTable|getTable|renameTable|clearTable|addColumn|addColumns|dropColumn|dropColumns|changeColumn|changeColumns|renameColumn|hasColumn|createIndex|createIndices|dropIndex|createForeignKey|createForeignKeys|dropForeignKey|createUniqueConstraint|dropUniqueConstraint|createPrimaryKey|dropPrimaryKey)\(\s*['"`]([a-z0-9_]+)['"`]|\b(?:index|tenantIndex)\(\s*'([a-z0-9_]+)'/g;
/** Raw SQL inside a string: the table after FROM, JOIN, INTO, UPDATE or TABLE (quoted or not). */
const RAW_SQL = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+[`"]?([a-z0-9_]+)/g;
/** An entity class handed to a repository, a query builder or a manager. */
const ENTITY_USE =
  /(?:\b(?:InjectRepository|getRepository|getTreeRepository)\(\s*|\.(?:from|into|update|delete|insert|innerJoin|leftJoin|innerJoinAndSelect|leftJoinAndSelect|find|findOne|findOneBy|findOneByOrFail|findOneOrFail|findBy|findAndCount|count|countBy|exist|exists|existsBy|save|upsert|increment|decrement|create|softDelete|remove|sum|average|minimum|maximum)\(\s*)(\w+)\b/g;

/** Each time a file of `area` names a table (or entity) another area owns. */
function violations(area: string, files: string[], declared: Declared): string[] {
  const out: string[] = [];
  const foreign = (table: string | undefined): string | undefined => {
    const owner = table === undefined ? undefined : declared.tables.get(table);
    return owner && owner !== area ? owner : undefined;
  };
  const ownClasses = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/\bclass\s+(\w+)/g)) ownClasses.add(m[1]!);
  for (const file of files) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    const where = (at: number, what: string, owner: string) => `${relative(libs, file)}:${lineOf(code, at)} names ${what} of ${owner}`;
    for (const m of code.matchAll(TABLE_CALLS)) {
      const table = m[1] ?? m[2];
      const owner = foreign(table);
      if (owner) out.push(where(m.index, `table ${table}`, owner));
    }
    for (const literal of literals(code)) {
      for (const m of literal.text.matchAll(RAW_SQL)) {
        const owner = foreign(m[1]);
        if (owner) out.push(where(literal.at + m.index, `table ${m[1]}`, owner));
      }
    }
    for (const m of code.matchAll(ENTITY_USE)) {
      const owner = declared.entityClasses.get(m[1]!);
      if (owner && owner !== area && !ownClasses.has(m[1]!)) out.push(where(m.index, `entity ${m[1]}`, owner));
    }
  }
  return [...new Set(out)];
}

describe('table ownership', () => {
  const declared = declarations();

  it('knows which area owns each table', () => {
    expect(declared.tables.get('user')).toBe('identity');
    expect(declared.tables.get('user_role')).toBe('identity');
    expect(declared.tables.get('asset_position')).toBe('equipment');
    expect(declared.tables.get('meter')).toBe('iot');
    expect(declared.tables.get('alarm_rule')).toBe('alarms');
    expect(declared.entityClasses.get('UserRole')).toBe('identity');
  });

  it('finds SQL naming another area’s table in every form it takes', () => {
    const sample = join(__dirname, 'fixtures', 'foreign-sql.ts.txt');
    const found = violations('alarms', [sample], declared)
      .map((v) => v.replace(/^.*?:(\d+) /, '$1 '))
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    expect(found).toEqual([
      '4 names table user of identity',
      '5 names table user_role of identity',
      '6 names table user_role of identity',
      '7 names table equipment of equipment',
      '8 names table meter of iot',
      '9 names table role of identity',
      '10 names entity UserRole of identity',
    ]);
  });

  it('no area (nor core) names a table another area owns', () => {
    const found = namers.flatMap((area) => violations(area, sourceFiles(area), declared));
    expect(found).toEqual([]);
  });
});
