// The SDK's generator configuration: `npm run sdk` writes libs/sdk/src/generated, `npm run sdk:check`
// compares it with a fresh generation (SDK_OUTPUT: where to write).
export default {
  input: './openapi/openapi.json',
  output: { path: process.env.SDK_OUTPUT ?? './libs/sdk/src/generated', postProcess: [] },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
};
