/** The ports of the German, French and Polish stores' servers in the browser journeys (playwright.config.ts). */
export const localePorts = {
  CBDE: Number(process.env['E2E_CBDE_PORT'] ?? 3312),
  CBFR: Number(process.env['E2E_CBFR_PORT'] ?? 3313),
  CBPL: Number(process.env['E2E_CBPL_PORT'] ?? 3314),
};
