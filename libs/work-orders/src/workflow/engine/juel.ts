/**
 * The small part of JUEL a gateway condition may use (`${priority >= 4}`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`,
 * `||`, `!`, parentheses, their word forms `eq ne lt le gt ge and or not`, numbers, string literals, true, false,
 * null, `empty x`), read by a parser of its own: nothing is ever handed to `eval`. A condition it cannot read is false.
 */
type Value = string | number | boolean | null;
type Token = { kind: 'num'; value: number } | { kind: 'str'; value: string } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

const WORD_OPS: Record<string, string> = { eq: '==', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=', and: '&&', or: '||', not: '!' };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (/\s/.test(c)) i += 1;
    else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i)) as RegExpExecArray;
      out.push({ kind: 'num', value: Number(m[0]) });
      i += m[0].length;
    } else if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) throw new Error('unterminated string');
      out.push({ kind: 'str', value: text.slice(i + 1, end) });
      i = end + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i)) as RegExpExecArray;
      const op = WORD_OPS[m[0]];
      out.push(op ? { kind: 'op', value: op } : { kind: 'name', value: m[0] });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) {
        out.push({ kind: 'op', value: two });
        i += 2;
      } else if ('<>!()'.includes(c)) {
        out.push({ kind: 'op', value: c });
        i += 1;
      } else throw new Error(`unexpected ${c}`);
    }
  }
  return out;
}

const truthy = (v: Value): boolean => v !== null && v !== false && v !== 0 && v !== '';

function compare(op: string, a: Value, b: Value): boolean {
  const numeric = a !== null && b !== null && a !== '' && b !== '' && !Number.isNaN(Number(a)) && !Number.isNaN(Number(b)) && typeof a !== 'boolean' && typeof b !== 'boolean';
  const [x, y] = numeric ? [Number(a), Number(b)] : [a === null ? null : String(a), b === null ? null : String(b)];
  if (op === '==') return x === y;
  if (op === '!=') return x !== y;
  if (x === null || y === null) return false;
  if (op === '<') return x < y;
  if (op === '<=') return x <= y;
  if (op === '>') return x > y;
  return x >= y;
}

class Parser {
  private at = 0;
  constructor(
    private readonly list: Token[],
    private readonly lookup: (name: string) => Value,
  ) {}

  whole(): Value {
    const v = this.or();
    if (this.at !== this.list.length) throw new Error('trailing tokens');
    return v;
  }

  private peekOp(...ops: string[]): string | null {
    const t = this.list[this.at];
    return t?.kind === 'op' && ops.includes(t.value) ? t.value : null;
  }

  private or(): Value {
    let v = this.and();
    while (this.peekOp('||')) {
      this.at += 1;
      const r = this.and();
      v = truthy(v) || truthy(r);
    }
    return v;
  }

  private and(): Value {
    let v = this.comparison();
    while (this.peekOp('&&')) {
      this.at += 1;
      const r = this.comparison();
      v = truthy(v) && truthy(r);
    }
    return v;
  }

  private comparison(): Value {
    let v = this.unary();
    for (let op = this.peekOp('==', '!=', '<', '<=', '>', '>='); op; op = this.peekOp('==', '!=', '<', '<=', '>', '>=')) {
      this.at += 1;
      v = compare(op, v, this.unary());
    }
    return v;
  }

  private unary(): Value {
    if (this.peekOp('!')) {
      this.at += 1;
      return !truthy(this.unary());
    }
    return this.primary();
  }

  private primary(): Value {
    const t = this.list[this.at++];
    if (!t) throw new Error('unexpected end');
    if (t.kind === 'num' || t.kind === 'str') return t.value;
    if (t.kind === 'op') {
      if (t.value !== '(') throw new Error(`unexpected ${t.value}`);
      const v = this.or();
      if (!this.peekOp(')')) throw new Error('missing )');
      this.at += 1;
      return v;
    }
    if (t.value === 'true') return true;
    if (t.value === 'false') return false;
    if (t.value === 'null') return null;
    if (t.value === 'empty') {
      const v = this.primary();
      return v === null || v === '';
    }
    return this.lookup(t.value);
  }
}

/** Whether `condition` (with or without `${…}`) holds for the values `lookup` gives; false when it cannot be read. */
export function conditionHolds(condition: string, lookup: (name: string) => Value): boolean {
  const body = /^\s*\$\{([\s\S]*)\}\s*$/.exec(condition)?.[1] ?? condition;
  try {
    return truthy(new Parser(tokens(body), lookup).whole());
  } catch {
    return false;
  }
}

export type JuelValue = Value;
