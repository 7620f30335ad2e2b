export declare const WEB_BUILD_INPUTS: string[];
export declare const WEB_BUILD_OUTPUT: string;
export declare const WEB_BUILD_REQUIRED: string[];
export declare function webBuildState(root: string, options?: { inputs?: string[]; output?: string; required?: string[] }): { upToDate: boolean; reason: string };
