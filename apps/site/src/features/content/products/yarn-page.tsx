import { yarn } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function YarnPage() {
  return <ProductPageView page={yarn} />;
}
