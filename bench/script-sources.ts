/**
 * How much of a built script's gzip size some of its sources account for: the script is
 * compressed whole, then again with those sources' code (found through its source map) cut
 * out (or replaced), and the difference is their share. Used to tell the first screen's bytes
 * for languages (the message runtime, its catalogs and helpers) from everything else's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** What replaces an owned source's code: nothing, or what would ship without it. */
type Replacement = (code: string) => string;

/** The script's text with the code of every source `owned` accepts replaced (removed by default). */
function withoutSources(code: string, map: TraceMap, owned: (source: string) => boolean, replace: Replacement): string {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const spans: Array<{ start: number; source: string | null }> = [];
  eachMapping(map, (mapping) => {
    spans.push({ start: lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn, source: mapping.source });
  });
  spans.sort((a, b) => a.start - b.start);
  let kept = code.slice(0, spans[0]?.start ?? code.length);
  spans.forEach((span, index) => {
    const end = spans[index + 1]?.start ?? code.length;
    const text = code.slice(span.start, end);
    kept += span.source && owned(span.source) ? replace(text) : text;
  });
  return kept;
}

/**
 * The gzip bytes of `file` (a built script with its `.map` beside it) that `owned` sources
 * account for, beyond what `replace` says would ship in their place.
 */
export function gzipShareOf(file: string, owned: (source: string) => boolean, replace: Replacement = () => ''): number {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return 0;
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  return gzipSync(code).length - gzipSync(withoutSources(code, map, owned, replace)).length;
}

/**
 * A compiled catalog's code as its English texts alone, the literals components would hold
 * without languages: `{"nav.dishes":["Dishes"],…}` keeps `["Dishes"],…`. The rest is what ids
 * and the catalog's shape cost.
 */
export function catalogTextsOnly(code: string): string {
  return [...code.matchAll(/":(\[(?:"(?:[^"\\]|\\.)*"|\[[^\]]*\]|,)*\])/g)].map((match) => match[1]).join(',');
}
