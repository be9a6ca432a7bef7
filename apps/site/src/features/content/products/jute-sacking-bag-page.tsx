import { sackingBag } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function JuteSackingBagPage() {
  return <ProductPageView page={sackingBag} />;
}
