export declare const MIN_NODE: string;
export declare function nodeVersionProblem(version: string): string | null;
