/**
 * File-level import rules checked by `npm run lint` (depcruise). Type-only imports count: a cycle
 * through `import type` still ties the files together for a reader and for the compiler.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order fragile and modules impossible to read alone; move the shared piece down.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', 'dist', 'storybook-static', 'data', '\\.gen\\.', 'validate-settings\\.gen\\.js'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tools.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
