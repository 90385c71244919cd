/** Where the gateway serves the Model Context Protocol (Streamable HTTP). */
export const MCP_PATH = '/mcp';
