// The package's `main` is a UMD bundle that exports nothing under Node, so the code imports its ES
// module build by path; its types are the package's own.
declare module 'chartjs-chart-financial/dist/chartjs-chart-financial.esm.js' {
  export * from 'chartjs-chart-financial'
}
