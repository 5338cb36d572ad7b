export function solidPng(width: number, height: number, rgb: number[]): Buffer<ArrayBuffer>;
