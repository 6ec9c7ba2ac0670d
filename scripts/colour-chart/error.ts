/** Content the chart cannot print; `path` is the field in content/colours.yaml, when the text comes from there. */
export class ColourChartError extends Error {
  constructor(
    message: string,
    readonly path?: (string | number)[],
  ) {
    super(message);
    this.name = 'ColourChartError';
  }
}
