import type * as uiModule from "@jute/ui";
import type { ComponentProps } from "react";

/** How many times the library's text fields have rendered, for a test that a press redraws no field. */
export interface FieldRenders {
  fields: number;
}

/**
 * The ui library with TextField and TextArea counting their renders into `drawn` (for
 * `vi.mock("@jute/ui", ...)`): a test that a press redraws its button and not a form's react-aria
 * fields (issue 36) reads the count before and after the press.
 */
export function withCountedFields(ui: typeof uiModule, drawn: FieldRenders): typeof uiModule {
  function CountedTextField(props: ComponentProps<typeof ui.TextField>) {
    drawn.fields += 1;
    return <ui.TextField {...props} />;
  }
  function CountedTextArea(props: ComponentProps<typeof ui.TextArea>) {
    drawn.fields += 1;
    return <ui.TextArea {...props} />;
  }
  return { ...ui, TextField: CountedTextField, TextArea: CountedTextArea };
}
