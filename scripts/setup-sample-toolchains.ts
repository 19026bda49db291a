/** `npm run setup:samples`: installs the toolchains the code samples compile with, or says how (lib/sample-toolchains.ts). */
import { ensureSampleToolchains, sampleToolchains } from '../lib/sample-toolchains';

try {
  ensureSampleToolchains(sampleToolchains.flatMap((toolchain) => toolchain.tabs));
  console.log('Code-sample toolchains: curl, Python 3, Java, Go and Mono C# are installed.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
