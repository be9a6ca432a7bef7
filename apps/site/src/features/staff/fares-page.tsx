import { PageHeading } from "@jute/ui";
import { staffCopy } from "./staff.copy";
import { FaresScreen } from "./fares/fares-screen";

const copy = staffCopy.fares;

/** /staff/fares: the port fares, previewed, confirmed and saved through the fares flow. */
export function FaresPage() {
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <FaresScreen />
    </>
  );
}
