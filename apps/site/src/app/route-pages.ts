import type { ComponentType, LazyExoticComponent } from "react";
import type { RouteKey } from "../config/paths";
import { lazyPage } from "./lazy-page";

/** The page of every route, each in its own chunk (a visit loads only the page it shows). */
export const routePages: Record<RouteKey, LazyExoticComponent<ComponentType>> = {
  home: lazyPage(() => import("../pages/home/home-page"), "HomePage"),
  company: lazyPage(() => import("../pages/company/company-hub-page"), "CompanyHubPage"),
  products: lazyPage(() => import("../pages/products/products-hub-page"), "ProductsHubPage"),
  jute: lazyPage(() => import("../pages/jute/jute-hub-page"), "JuteHubPage"),
  outsideBusiness: lazyPage(() => import("../pages/outside-business/outside-business-hub-page"), "OutsideBusinessHubPage"),
  categoryDetails: lazyPage(() => import("../pages/costing/category-details-page"), "CategoryDetailsPage"),
  productDetails: lazyPage(() => import("../pages/costing/product-details-page"), "ProductDetailsPage"),
  aboutUs: lazyPage(() => import("../pages/company/about-us-page"), "AboutUsPage"),
  juteHessianBag: lazyPage(() => import("../pages/products/jute-hessian-bag-page"), "JuteHessianBagPage"),
  juteSackingBag: lazyPage(() => import("../pages/products/jute-sacking-bag-page"), "JuteSackingBagPage"),
  careers: lazyPage(() => import("../pages/company/careers-page"), "CareersPage"),
  sustainability: lazyPage(() => import("../pages/company/sustainability-page"), "SustainabilityPage"),
  contactUs: lazyPage(() => import("../pages/company/contact-us-page"), "ContactUsPage"),
  ourHistory: lazyPage(() => import("../pages/company/our-history-page"), "OurHistoryPage"),
  ourFacilities: lazyPage(() => import("../pages/company/our-facilities-page"), "OurFacilitiesPage"),
  compliances: lazyPage(() => import("../pages/company/compliances-page"), "CompliancesPage"),
  keyPersons: lazyPage(() => import("../pages/company/key-persons-page"), "KeyPersonsPage"),
  juteHessianCloth: lazyPage(() => import("../pages/products/jute-hessian-cloth-page"), "JuteHessianClothPage"),
  sackingDetails: lazyPage(() => import("../pages/products/sacking-details-page"), "SackingDetailsPage"),
  howWeDoIt: lazyPage(() => import("../pages/company/how-we-do-it-page"), "HowWeDoItPage"),
  educationalInstitutes: lazyPage(() => import("../pages/outside-business/educational-institutes-page"), "EducationalInstitutesPage"),
  healthCare: lazyPage(() => import("../pages/outside-business/health-care-page"), "HealthCarePage"),
  whyJute: lazyPage(() => import("../pages/jute/why-jute-page"), "WhyJutePage"),
  historyJute: lazyPage(() => import("../pages/jute/history-jute-page"), "HistoryJutePage"),
  typesOfJute: lazyPage(() => import("../pages/jute/types-of-jute-page"), "TypesOfJutePage"),
  usesOfJute: lazyPage(() => import("../pages/jute/uses-of-jute-page"), "UsesOfJutePage"),
  howWeDo: lazyPage(() => import("../pages/jute/how-we-do-page"), "HowWeDoPage"),
  propertiesOfJute: lazyPage(() => import("../pages/jute/properties-of-jute-page"), "PropertiesOfJutePage"),
  cultivationJute: lazyPage(() => import("../pages/jute/cultivation-jute-page"), "CultivationJutePage"),
  juteDiversification: lazyPage(() => import("../pages/jute/jute-diversification-page"), "JuteDiversificationPage"),
  login: lazyPage(() => import("../pages/account/login-page"), "LoginPage"),
  register: lazyPage(() => import("../pages/account/register-page"), "RegisterPage"),
  juteCarpetBackingCloth: lazyPage(() => import("../pages/products/jute-carpet-backing-cloth-page"), "JuteCarpetBackingClothPage"),
  yarn: lazyPage(() => import("../pages/products/yarn-page"), "YarnPage"),
  soilSaver: lazyPage(() => import("../pages/products/soil-saver-page"), "SoilSaverPage"),
  rope: lazyPage(() => import("../pages/products/rope-page"), "RopePage"),
  bagCosting: lazyPage(() => import("../pages/costing/bag-costing-page"), "BagCostingPage"),
  bagCostingDetails: lazyPage(() => import("../pages/costing/bag-costing-details-page"), "BagCostingDetailsPage"),
  clothCostingProduct: lazyPage(() => import("../pages/costing/cloth-costing-product-page"), "ClothCostingProductPage"),
  traditionalCostingProduct: lazyPage(() => import("../pages/costing/traditional-costing-product-page"), "TraditionalCostingProductPage"),
  clothCostingDetails: lazyPage(() => import("../pages/costing/cloth-costing-details-page"), "ClothCostingDetailsPage"),
  clothDetails: lazyPage(() => import("../pages/costing/cloth-details-page"), "ClothDetailsPage"),
  bagCostingProduct: lazyPage(() => import("../pages/costing/bag-costing-product-page"), "BagCostingProductPage"),
  ropeCostingProduct: lazyPage(() => import("../pages/costing/rope-costing-product-page"), "RopeCostingProductPage"),
  myEnquiries: lazyPage(() => import("../pages/account/my-enquiries-page"), "MyEnquiriesPage"),
  soilSaverCostingProduct: lazyPage(() => import("../pages/costing/soil-saver-costing-product-page"), "SoilSaverCostingProductPage"),
  traditionalClothDetails: lazyPage(() => import("../pages/costing/traditional-cloth-details-page"), "TraditionalClothDetailsPage"),
  forgotPassword: lazyPage(() => import("../pages/account/forgot-password-page"), "ForgotPasswordPage"),
  resetPassword: lazyPage(() => import("../pages/account/reset-password-page"), "ResetPasswordPage"),
  account: lazyPage(() => import("../pages/account/account-page"), "AccountPage"),
};

/** The 404 page (its own chunk too). */
export const NotFoundPage = lazyPage(() => import("../pages/not-found/not-found-page"), "NotFoundPage");

/** The staff console under /staff: one chunk of its own, loaded by staff pages only. */
export const StaffArea = lazyPage(() => import("../pages/staff/staff-area"), "StaffArea");
