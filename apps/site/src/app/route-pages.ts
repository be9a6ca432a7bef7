import type { ComponentType, LazyExoticComponent } from "react";
import type { RouteKey } from "../shared/config/paths";
import { lazyPage } from "./lazy-page";

/** The page of every route, each in its own chunk (a visit loads only the page it shows). */
export const routePages: Record<RouteKey, LazyExoticComponent<ComponentType>> = {
  home: lazyPage(() => import("../features/content/home/home-page"), "HomePage"),
  company: lazyPage(() => import("../features/content/company/company-hub-page"), "CompanyHubPage"),
  products: lazyPage(() => import("../features/content/products/products-hub-page"), "ProductsHubPage"),
  jute: lazyPage(() => import("../features/content/jute/jute-hub-page"), "JuteHubPage"),
  outsideBusiness: lazyPage(() => import("../features/content/outside-business/outside-business-hub-page"), "OutsideBusinessHubPage"),
  categoryDetails: lazyPage(() => import("../features/costing/pages/category-details-page"), "CategoryDetailsPage"),
  productDetails: lazyPage(() => import("../features/costing/product-details/product-details-page"), "ProductDetailsPage"),
  aboutUs: lazyPage(() => import("../features/content/company/about-us-page"), "AboutUsPage"),
  juteHessianBag: lazyPage(() => import("../features/content/products/jute-hessian-bag-page"), "JuteHessianBagPage"),
  juteSackingBag: lazyPage(() => import("../features/content/products/jute-sacking-bag-page"), "JuteSackingBagPage"),
  careers: lazyPage(() => import("../features/content/company/careers-page"), "CareersPage"),
  sustainability: lazyPage(() => import("../features/content/company/sustainability-page"), "SustainabilityPage"),
  contactUs: lazyPage(() => import("../features/enquiries/contact/contact-us-page"), "ContactUsPage"),
  ourHistory: lazyPage(() => import("../features/content/company/our-history-page"), "OurHistoryPage"),
  ourFacilities: lazyPage(() => import("../features/content/company/our-facilities-page"), "OurFacilitiesPage"),
  compliances: lazyPage(() => import("../features/content/company/compliances-page"), "CompliancesPage"),
  keyPersons: lazyPage(() => import("../features/content/company/key-persons-page"), "KeyPersonsPage"),
  juteHessianCloth: lazyPage(() => import("../features/content/products/jute-hessian-cloth-page"), "JuteHessianClothPage"),
  sackingDetails: lazyPage(() => import("../features/content/products/sacking-details-page"), "SackingDetailsPage"),
  howWeDoIt: lazyPage(() => import("../features/content/company/how-we-do-it-page"), "HowWeDoItPage"),
  educationalInstitutes: lazyPage(() => import("../features/content/outside-business/educational-institutes-page"), "EducationalInstitutesPage"),
  healthCare: lazyPage(() => import("../features/content/outside-business/health-care-page"), "HealthCarePage"),
  whyJute: lazyPage(() => import("../features/content/jute/why-jute-page"), "WhyJutePage"),
  historyJute: lazyPage(() => import("../features/content/jute/history-jute-page"), "HistoryJutePage"),
  typesOfJute: lazyPage(() => import("../features/content/jute/types-of-jute-page"), "TypesOfJutePage"),
  usesOfJute: lazyPage(() => import("../features/content/jute/uses-of-jute-page"), "UsesOfJutePage"),
  howWeDo: lazyPage(() => import("../features/content/jute/how-we-do-page"), "HowWeDoPage"),
  propertiesOfJute: lazyPage(() => import("../features/content/jute/properties-of-jute-page"), "PropertiesOfJutePage"),
  cultivationJute: lazyPage(() => import("../features/content/jute/cultivation-jute-page"), "CultivationJutePage"),
  juteDiversification: lazyPage(() => import("../features/content/jute/jute-diversification-page"), "JuteDiversificationPage"),
  login: lazyPage(() => import("../features/account/login/login-page"), "LoginPage"),
  register: lazyPage(() => import("../features/account/registration/register-page"), "RegisterPage"),
  juteCarpetBackingCloth: lazyPage(() => import("../features/content/products/jute-carpet-backing-cloth-page"), "JuteCarpetBackingClothPage"),
  yarn: lazyPage(() => import("../features/content/products/yarn-page"), "YarnPage"),
  soilSaver: lazyPage(() => import("../features/content/products/soil-saver-page"), "SoilSaverPage"),
  rope: lazyPage(() => import("../features/content/products/rope-page"), "RopePage"),
  bagCosting: lazyPage(() => import("../features/costing/pages/bag-costing-page"), "BagCostingPage"),
  bagCostingDetails: lazyPage(() => import("../features/costing/pages/bag-costing-details-page"), "BagCostingDetailsPage"),
  clothCostingProduct: lazyPage(() => import("../features/costing/pages/cloth-costing-product-page"), "ClothCostingProductPage"),
  traditionalCostingProduct: lazyPage(() => import("../features/costing/pages/traditional-costing-product-page"), "TraditionalCostingProductPage"),
  clothCostingDetails: lazyPage(() => import("../features/costing/pages/cloth-costing-details-page"), "ClothCostingDetailsPage"),
  clothDetails: lazyPage(() => import("../features/costing/pages/cloth-details-page"), "ClothDetailsPage"),
  bagCostingProduct: lazyPage(() => import("../features/costing/pages/bag-costing-product-page"), "BagCostingProductPage"),
  ropeCostingProduct: lazyPage(() => import("../features/costing/pages/rope-costing-product-page"), "RopeCostingProductPage"),
  myEnquiries: lazyPage(() => import("../features/enquiries/my-enquiries/my-enquiries-page"), "MyEnquiriesPage"),
  soilSaverCostingProduct: lazyPage(() => import("../features/costing/pages/soil-saver-costing-product-page"), "SoilSaverCostingProductPage"),
  traditionalClothDetails: lazyPage(() => import("../features/costing/pages/traditional-cloth-details-page"), "TraditionalClothDetailsPage"),
  forgotPassword: lazyPage(() => import("../features/account/forgot-password/forgot-password-page"), "ForgotPasswordPage"),
  resetPassword: lazyPage(() => import("../features/account/reset-password/reset-password-page"), "ResetPasswordPage"),
  account: lazyPage(() => import("../features/account/my-account/account-page"), "AccountPage"),
  privacy: lazyPage(() => import("../features/content/legal/privacy-page"), "PrivacyPage"),
  terms: lazyPage(() => import("../features/content/legal/terms-page"), "TermsPage"),
};

/** The 404 page (its own chunk too). */
export const NotFoundPage = lazyPage(() => import("../features/content/not-found-page"), "NotFoundPage");

/** The staff console under /staff: one chunk of its own, loaded by staff pages only. */
export const StaffArea = lazyPage(() => import("../features/staff/staff-area"), "StaffArea");
