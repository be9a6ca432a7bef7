import { HubPageView } from "../../../shared/content/view/hub-page-view";
import { outsideBusinessHub } from "./outside-business.copy";

export function OutsideBusinessHubPage() {
  return <HubPageView page={outsideBusinessHub} />;
}
