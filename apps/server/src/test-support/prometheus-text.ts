/** The value of one series in Prometheus's text format, written as exposed (`name{label="…"}`); 0 when absent. */
export function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
