import { carpetBackingCloth } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function JuteCarpetBackingClothPage() {
  return <ProductPageView page={carpetBackingCloth} />;
}
