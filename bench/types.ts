/** One line of a benchmark's table: a name and its figures. */
export type BenchRow = Record<string, string | number>;

export type BenchSuite = {
  name: string;
  description: string;
  run(): Promise<BenchRow[]>;
};
