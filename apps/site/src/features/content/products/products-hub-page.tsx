import { HubPageView } from "../../../shared/content/view/hub-page-view";
import { productsHub } from "./products.copy";

export function ProductsHubPage() {
  return <HubPageView page={productsHub} />;
}
