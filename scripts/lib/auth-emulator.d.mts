export function authEmulatorCommand(options: {
  root: string;
  ports: { auth: number };
  saved: string;
  importSaved: boolean;
  env: NodeJS.ProcessEnv;
  tmpRoot?: string;
}): { projectId: string; tmpDir: string; args: string[]; env: NodeJS.ProcessEnv };
export function emulatorSuitePorts(ports: { auth: number }): { hub: number; logging: number };
