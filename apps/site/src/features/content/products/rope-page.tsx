import { rope } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function RopePage() {
  return <ProductPageView page={rope} />;
}
