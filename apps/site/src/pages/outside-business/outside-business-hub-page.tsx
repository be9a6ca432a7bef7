import { HubPageView } from "../../components/content/hub-page-view";
import { outsideBusinessHub } from "../../content/outside-business";

export function OutsideBusinessHubPage() {
  return <HubPageView page={outsideBusinessHub} />;
}
