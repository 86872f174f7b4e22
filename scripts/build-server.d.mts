export declare function buildServer(options?: { root?: string; distRoot?: string }): Promise<string>;
