/** Content the chart cannot print; `fieldPath` is the field in content/colours.yaml, when the text comes from there. */
export class ColourChartError extends Error {
  constructor(
    message: string,
    readonly fieldPath?: (string | number)[],
  ) {
    super(message);
    this.name = 'ColourChartError';
  }
}
