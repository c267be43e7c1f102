import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // house-style.md §13: stories live in the feature they show.
  stories: ['../engine/**/stories/*.stories.@(ts|tsx)', '../preview/**/stories/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};
export default config;
