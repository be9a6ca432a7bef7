/** The recorder of the running test file (one per Vitest module graph). */
import { createRecorder } from "./recorder";

export const runRecorder = createRecorder();
