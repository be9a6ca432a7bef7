import { soilSaver } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function SoilSaverPage() {
  return <ProductPageView page={soilSaver} />;
}
