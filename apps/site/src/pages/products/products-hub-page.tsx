import { HubPageView } from "../../components/content/hub-page-view";
import { productsHub } from "../../content/products";

export function ProductsHubPage() {
  return <HubPageView page={productsHub} />;
}
