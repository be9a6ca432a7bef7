import { ContentPageView } from "../../../shared/content/view/content-page-view";
import { educationalInstitutes } from "./outside-business.copy";

export function EducationalInstitutesPage() {
  return <ContentPageView page={educationalInstitutes} />;
}
