export declare const ROOT: string;
export declare const BUILD_INPUTS: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function inputsHash(root?: string): Promise<string>;
export declare function beginBuild(root?: string): Promise<void>;
export declare function finishBuild(root?: string): Promise<void>;
export declare function buildState(root?: string): Promise<{ current: true } | { current: false; reason: string }>;
