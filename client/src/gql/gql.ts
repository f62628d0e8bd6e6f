/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n": typeof types.SessionEndedDocument,
    "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n": typeof types.ConsignmentEditFieldsFragmentDoc,
    "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.ConsignmentDocument,
    "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n": typeof types.BookingLookupsDocument,
    "\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": typeof types.BookingCustomersDocument,
    "\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": typeof types.BookingCustomerDocument,
    "\n  mutation CreateConsignment($input: ConsignmentInputGql!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.CreateConsignmentDocument,
    "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInputGql!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.UpdateConsignmentDocument,
    "\n  mutation DeleteConsignment($id: Int!) {\n    deleteConsignment(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.DeleteConsignmentDocument,
    "\n  mutation RequestConsignmentCancellation($id: Int!) {\n    requestConsignmentCancellation(id: $id) {\n      id\n      cancellationRequested\n    }\n  }\n": typeof types.RequestConsignmentCancellationDocument,
    "\n  query ConsignmentChangeLogs($id: Int!) {\n    consignmentChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": typeof types.ConsignmentChangeLogsDocument,
    "\n  mutation EmailConsignmentReport($consignmentId: Int!, $to: String!, $subject: String!, $body: String!, $showPrice: Boolean!) {\n    emailConsignmentReport(consignmentId: $consignmentId, to: $to, subject: $subject, body: $body, showPrice: $showPrice)\n  }\n": typeof types.EmailConsignmentReportDocument,
    "\n  query BookingAddresses($customerId: Int!, $text: String!) {\n    searchCustomerAddresses(customerId: $customerId, text: $text) {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      latitude\n      longitude\n      shortAddress\n    }\n  }\n": typeof types.BookingAddressesDocument,
    "\n  query BookingGeocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.BookingGeocodeDocument,
    "\n  fragment PreviewMatrixFields on PriceMatrix {\n    id\n    customerId\n    vehicleTypeId\n    matrixType\n    priceIncrement\n    minimumPrice\n    rows {\n      from\n      to\n      interval\n      priceBreak\n    }\n  }\n": typeof types.PreviewMatrixFieldsFragmentDoc,
    "\n  query PricingLookups {\n    priceMatrices {\n      ...PreviewMatrixFields\n    }\n    areaAdditionalChargeRules {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      vehicleTypeIds\n      pricePercentage\n      maxPrice\n      costPercentage\n      maxCost\n    }\n    globalSettings {\n      backloadMultiplier\n    }\n  }\n": typeof types.PricingLookupsDocument,
    "\n  query PreviewCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...PreviewMatrixFields\n    }\n  }\n": typeof types.PreviewCustomerMatricesDocument,
    "\n  query PreviewCostingMatrices {\n    costingMatrices {\n      ...PreviewMatrixFields\n    }\n  }\n": typeof types.PreviewCostingMatricesDocument,
    "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isCompleted\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n": typeof types.ConsignmentRowFieldsFragmentDoc,
    "\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n": typeof types.ConsignmentSearchDocument,
    "\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n": typeof types.ControlScreenLookupsDocument,
    "\n  mutation CopyConsignment($id: Int!) {\n    copyConsignment(id: $id) {\n      id\n    }\n  }\n": typeof types.CopyConsignmentDocument,
    "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n": typeof types.ManifestRowFieldsFragmentDoc,
    "\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.ManifestSearchDocument,
    "\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ManifestSuppliersDocument,
    "\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.AssignManifestSupplierDocument,
    "\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.SendManifestDocument,
    "\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": typeof types.ManifestChangedDocument,
    "\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n": typeof types.CustomersListDocument,
    "\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CustomerDetailFieldsFragmentDoc,
    "\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.CustomerDetailDocument,
    "\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CustomerNameDocument,
    "\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": typeof types.ParentCustomerSearchDocument,
    "\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n": typeof types.CustomerLookupsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangeCustomerUserPasswordDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": typeof types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": typeof types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": typeof types.SupplierLocationsChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": typeof types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": typeof types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.GeocodeDocument,
    "\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n": typeof types.MapSupplierSearchDocument,
    "\n  query SettingsVatCodes {\n    vatCodes(all: true) {\n      id\n      code\n      name\n      rate\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsVatCodesDocument,
    "\n  mutation CreateVatCode($input: VatCodeInput!) {\n    createVatCode(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVatCodeDocument,
    "\n  mutation UpdateVatCode($id: Int!, $input: VatCodeInput!) {\n    updateVatCode(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateVatCodeDocument,
    "\n  query SettingsSupplierTypes {\n    supplierTypes(all: true) {\n      id\n      name\n      value\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsSupplierTypesDocument,
    "\n  mutation CreateSupplierType($input: SupplierTypeInput!) {\n    createSupplierType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSupplierTypeDocument,
    "\n  mutation UpdateSupplierType($id: Int!, $input: SupplierTypeInput!) {\n    updateSupplierType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateSupplierTypeDocument,
    "\n  query SettingsSupplierBillingTypes {\n    supplierBillingTypes(all: true) {\n      id\n      name\n      brandingThemeId\n      brandingTheme {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n    brandingThemes {\n      id\n      name\n    }\n  }\n": typeof types.SettingsSupplierBillingTypesDocument,
    "\n  mutation CreateSupplierBillingType($input: SupplierBillingTypeInput!) {\n    createSupplierBillingType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSupplierBillingTypeDocument,
    "\n  mutation UpdateSupplierBillingType($id: Int!, $input: SupplierBillingTypeInput!) {\n    updateSupplierBillingType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateSupplierBillingTypeDocument,
    "\n  query SettingsLicenceCategories {\n    licenceCategories(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsLicenceCategoriesDocument,
    "\n  mutation CreateLicenceCategory($input: DescribedSettingInput!) {\n    createLicenceCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLicenceCategoryDocument,
    "\n  mutation UpdateLicenceCategory($id: Int!, $input: DescribedSettingInput!) {\n    updateLicenceCategory(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateLicenceCategoryDocument,
    "\n  query SettingsLedgerNumbers {\n    ledgerNumbers(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsLedgerNumbersDocument,
    "\n  mutation CreateLedgerNumber($input: DescribedSettingInput!) {\n    createLedgerNumber(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLedgerNumberDocument,
    "\n  mutation UpdateLedgerNumber($id: Int!, $input: DescribedSettingInput!) {\n    updateLedgerNumber(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateLedgerNumberDocument,
    "\n  query SettingsReadOnlyLists {\n    currencies {\n      id\n      code\n      name\n      symbol\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n  }\n": typeof types.SettingsReadOnlyListsDocument,
    "\n  query SettingsAtlasUsers($username: String, $email: String, $isDeactivated: Boolean) {\n    atlasUsers(username: $username, email: $email, isDeactivated: $isDeactivated) {\n      id\n      username\n      email\n      name\n      isAdmin\n      isAccounts\n      isManager\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsAtlasUsersDocument,
    "\n  mutation CreateAtlasUser($input: AtlasUserInput!) {\n    createAtlasUser(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAtlasUserDocument,
    "\n  mutation UpdateAtlasUser($id: Int!, $input: AtlasUserInput!) {\n    updateAtlasUser(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateAtlasUserDocument,
    "\n  mutation ChangeAtlasUserPassword($id: Int!, $input: AtlasUserPasswordInput!) {\n    changeAtlasUserPassword(id: $id, input: $input)\n  }\n": typeof types.ChangeAtlasUserPasswordDocument,
    "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      order\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsVehicleTypesDocument,
    "\n  mutation CreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVehicleTypeDocument,
    "\n  mutation UpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateVehicleTypeDocument,
    "\n  mutation MoveVehicleType($id: Int!, $direction: MoveDirection!, $version: Int!) {\n    moveVehicleType(id: $id, direction: $direction, version: $version) {\n      id\n      order\n      version\n    }\n  }\n": typeof types.MoveVehicleTypeDocument,
    "\n  query SettingsWhitelistedIps {\n    whitelistedIpAddresses {\n      id\n      value\n      version\n    }\n  }\n": typeof types.SettingsWhitelistedIpsDocument,
    "\n  mutation CreateWhitelistedIp($input: WhitelistedIpInput!) {\n    createWhitelistedIpAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateWhitelistedIpDocument,
    "\n  mutation UpdateWhitelistedIp($id: Int!, $input: WhitelistedIpInput!) {\n    updateWhitelistedIpAddress(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateWhitelistedIpDocument,
    "\n  mutation DeleteWhitelistedIp($id: Int!) {\n    deleteWhitelistedIpAddress(id: $id)\n  }\n": typeof types.DeleteWhitelistedIpDocument,
    "\n  query SettingsGlobalSettings {\n    globalSettings {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n": typeof types.SettingsGlobalSettingsDocument,
    "\n  mutation UpdateGlobalSettings($id: Int!, $version: Int!, $backloadMultiplier: Float) {\n    updateGlobalSettings(id: $id, version: $version, backloadMultiplier: $backloadMultiplier) {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n": typeof types.UpdateGlobalSettingsDocument,
    "\n  query SettingsAdditionalCharges {\n    additionalChargeSettings(all: true) {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsAdditionalChargesDocument,
    "\n  mutation CreateAdditionalCharge($input: AdditionalChargeInput!) {\n    createAdditionalCharge(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAdditionalChargeDocument,
    "\n  mutation UpdateAdditionalCharge($id: Int!, $input: AdditionalChargeInput!) {\n    updateAdditionalCharge(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateAdditionalChargeDocument,
    "\n  query SettingsAreaRules {\n    areaRuleSettings(all: true) {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      pricePercentage\n      costPercentage\n      maxPrice\n      maxCost\n      vehicleTypeIds\n      vehicleTypes {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsAreaRulesDocument,
    "\n  mutation CreateAreaRule($input: AreaRuleInput!) {\n    createAreaRule(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAreaRuleDocument,
    "\n  mutation UpdateAreaRule($id: Int!, $input: AreaRuleInput!) {\n    updateAreaRule(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateAreaRuleDocument,
    "\n  mutation MoveAreaRule($id: Int!, $version: Int!, $direction: MoveDirection!) {\n    moveAreaRule(id: $id, version: $version, direction: $direction) {\n      id\n      order\n      version\n    }\n  }\n": typeof types.MoveAreaRuleDocument,
    "\n  query PricingVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n": typeof types.PricingVehicleTypesDocument,
    "\n  query PricingCustomers {\n    customers(isDeactivated: false) {\n      id\n      name\n    }\n  }\n": typeof types.PricingCustomersDocument,
    "\n  query SettingsPriceMatrices {\n    priceMatrices {\n      ...SettingsPriceMatrix\n    }\n    costingMatrices {\n      ...SettingsPriceMatrix\n    }\n  }\n  fragment SettingsPriceMatrix on PriceMatrix {\n    id\n    name\n    matrixType\n    priceIncrement\n    minimumPrice\n    customerId\n    vehicleTypeId\n    vehicleType {\n      id\n      name\n    }\n    rows {\n      id\n      from\n      to\n      interval\n      priceBreak\n    }\n    isDeactivated\n    version\n  }\n": typeof types.SettingsPriceMatricesDocument,
    "\n  query SettingsCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...SettingsPriceMatrix\n    }\n  }\n": typeof types.SettingsCustomerMatricesDocument,
    "\n  mutation CreatePriceMatrix($input: PriceMatrixInput!) {\n    createPriceMatrix(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePriceMatrixDocument,
    "\n  mutation UpdatePriceMatrix($id: Int!, $input: PriceMatrixInput!) {\n    updatePriceMatrix(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdatePriceMatrixDocument,
    "\n  mutation DeletePriceMatrix($id: Int!) {\n    deletePriceMatrix(id: $id)\n  }\n": typeof types.DeletePriceMatrixDocument,
    "\n  query SuppliersList($name: String, $isTrackingDisabled: Boolean, $isDeactivated: Boolean) {\n    suppliers(name: $name, isTrackingDisabled: $isTrackingDisabled, isDeactivated: $isDeactivated) {\n      id\n      name\n      email\n      phoneNumber\n      mobileNumber\n      isDeactivated\n      isTrackingDisabled\n      supplierType {\n        id\n        name\n      }\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SuppliersListDocument,
    "\n  fragment SupplierDetailFields on Supplier {\n    id\n    version\n    name\n    email\n    secondaryEmail\n    supplierType {\n      id\n    }\n    supplierBillingType {\n      id\n    }\n    splitXeroInvoices\n    addressLine1\n    addressLine2\n    addressLine3\n    town\n    county\n    postcode\n    country {\n      id\n    }\n    phoneNumber\n    mobileNumber\n    notes\n    vatNumber\n    companyNumber\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n    isDeactivated\n    isTrackingDisabled\n    licences {\n      id\n      licenceCategory {\n        id\n      }\n      validFrom\n      validTo\n    }\n    vehicles {\n      id\n      vehicleType {\n        id\n      }\n      make\n      model\n      registration\n      length\n      width\n      height\n      insuranceExpiry\n      isDefaultVehicle\n    }\n    deductions {\n      id\n      name\n      value\n      accountCode {\n        id\n      }\n      vatCode {\n        id\n      }\n    }\n    photos {\n      id\n      description\n      photoId\n    }\n    supplierUsers {\n      id\n      email\n      username\n    }\n  }\n": typeof types.SupplierDetailFieldsFragmentDoc,
    "\n  query SupplierDetail($id: Int!) {\n    supplier(id: $id) {\n      ...SupplierDetailFields\n    }\n  }\n": typeof types.SupplierDetailDocument,
    "\n  query SupplierLookups {\n    supplierTypes {\n      id\n      name\n      value\n    }\n    supplierBillingTypes {\n      id\n      name\n    }\n    licenceCategories {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    countries {\n      id\n      name\n    }\n  }\n": typeof types.SupplierLookupsDocument,
    "\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n": typeof types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: Int!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n": typeof types.UpdateSupplierDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n": types.SessionUserFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n": types.SessionEndedDocument,
    "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n": types.ConsignmentEditFieldsFragmentDoc,
    "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.ConsignmentDocument,
    "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n": types.BookingLookupsDocument,
    "\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": types.BookingCustomersDocument,
    "\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": types.BookingCustomerDocument,
    "\n  mutation CreateConsignment($input: ConsignmentInputGql!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.CreateConsignmentDocument,
    "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInputGql!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.UpdateConsignmentDocument,
    "\n  mutation DeleteConsignment($id: Int!) {\n    deleteConsignment(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.DeleteConsignmentDocument,
    "\n  mutation RequestConsignmentCancellation($id: Int!) {\n    requestConsignmentCancellation(id: $id) {\n      id\n      cancellationRequested\n    }\n  }\n": types.RequestConsignmentCancellationDocument,
    "\n  query ConsignmentChangeLogs($id: Int!) {\n    consignmentChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": types.ConsignmentChangeLogsDocument,
    "\n  mutation EmailConsignmentReport($consignmentId: Int!, $to: String!, $subject: String!, $body: String!, $showPrice: Boolean!) {\n    emailConsignmentReport(consignmentId: $consignmentId, to: $to, subject: $subject, body: $body, showPrice: $showPrice)\n  }\n": types.EmailConsignmentReportDocument,
    "\n  query BookingAddresses($customerId: Int!, $text: String!) {\n    searchCustomerAddresses(customerId: $customerId, text: $text) {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      latitude\n      longitude\n      shortAddress\n    }\n  }\n": types.BookingAddressesDocument,
    "\n  query BookingGeocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.BookingGeocodeDocument,
    "\n  fragment PreviewMatrixFields on PriceMatrix {\n    id\n    customerId\n    vehicleTypeId\n    matrixType\n    priceIncrement\n    minimumPrice\n    rows {\n      from\n      to\n      interval\n      priceBreak\n    }\n  }\n": types.PreviewMatrixFieldsFragmentDoc,
    "\n  query PricingLookups {\n    priceMatrices {\n      ...PreviewMatrixFields\n    }\n    areaAdditionalChargeRules {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      vehicleTypeIds\n      pricePercentage\n      maxPrice\n      costPercentage\n      maxCost\n    }\n    globalSettings {\n      backloadMultiplier\n    }\n  }\n": types.PricingLookupsDocument,
    "\n  query PreviewCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...PreviewMatrixFields\n    }\n  }\n": types.PreviewCustomerMatricesDocument,
    "\n  query PreviewCostingMatrices {\n    costingMatrices {\n      ...PreviewMatrixFields\n    }\n  }\n": types.PreviewCostingMatricesDocument,
    "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isCompleted\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n": types.ConsignmentRowFieldsFragmentDoc,
    "\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n": types.ConsignmentSearchDocument,
    "\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n": types.ControlScreenLookupsDocument,
    "\n  mutation CopyConsignment($id: Int!) {\n    copyConsignment(id: $id) {\n      id\n    }\n  }\n": types.CopyConsignmentDocument,
    "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n": types.ManifestRowFieldsFragmentDoc,
    "\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n": types.ManifestSearchDocument,
    "\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n": types.ManifestSuppliersDocument,
    "\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.AssignManifestSupplierDocument,
    "\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.SendManifestDocument,
    "\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": types.ManifestChangedDocument,
    "\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n": types.CustomersListDocument,
    "\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n": types.CustomerDetailFieldsFragmentDoc,
    "\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n": types.CustomerDetailDocument,
    "\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n": types.CustomerNameDocument,
    "\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": types.ParentCustomerSearchDocument,
    "\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n": types.CustomerLookupsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": types.ChangeCustomerUserPasswordDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": types.SupplierLocationsChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.GeocodeDocument,
    "\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n": types.MapSupplierSearchDocument,
    "\n  query SettingsVatCodes {\n    vatCodes(all: true) {\n      id\n      code\n      name\n      rate\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsVatCodesDocument,
    "\n  mutation CreateVatCode($input: VatCodeInput!) {\n    createVatCode(input: $input) {\n      id\n    }\n  }\n": types.CreateVatCodeDocument,
    "\n  mutation UpdateVatCode($id: Int!, $input: VatCodeInput!) {\n    updateVatCode(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateVatCodeDocument,
    "\n  query SettingsSupplierTypes {\n    supplierTypes(all: true) {\n      id\n      name\n      value\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsSupplierTypesDocument,
    "\n  mutation CreateSupplierType($input: SupplierTypeInput!) {\n    createSupplierType(input: $input) {\n      id\n    }\n  }\n": types.CreateSupplierTypeDocument,
    "\n  mutation UpdateSupplierType($id: Int!, $input: SupplierTypeInput!) {\n    updateSupplierType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateSupplierTypeDocument,
    "\n  query SettingsSupplierBillingTypes {\n    supplierBillingTypes(all: true) {\n      id\n      name\n      brandingThemeId\n      brandingTheme {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n    brandingThemes {\n      id\n      name\n    }\n  }\n": types.SettingsSupplierBillingTypesDocument,
    "\n  mutation CreateSupplierBillingType($input: SupplierBillingTypeInput!) {\n    createSupplierBillingType(input: $input) {\n      id\n    }\n  }\n": types.CreateSupplierBillingTypeDocument,
    "\n  mutation UpdateSupplierBillingType($id: Int!, $input: SupplierBillingTypeInput!) {\n    updateSupplierBillingType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateSupplierBillingTypeDocument,
    "\n  query SettingsLicenceCategories {\n    licenceCategories(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsLicenceCategoriesDocument,
    "\n  mutation CreateLicenceCategory($input: DescribedSettingInput!) {\n    createLicenceCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateLicenceCategoryDocument,
    "\n  mutation UpdateLicenceCategory($id: Int!, $input: DescribedSettingInput!) {\n    updateLicenceCategory(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateLicenceCategoryDocument,
    "\n  query SettingsLedgerNumbers {\n    ledgerNumbers(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsLedgerNumbersDocument,
    "\n  mutation CreateLedgerNumber($input: DescribedSettingInput!) {\n    createLedgerNumber(input: $input) {\n      id\n    }\n  }\n": types.CreateLedgerNumberDocument,
    "\n  mutation UpdateLedgerNumber($id: Int!, $input: DescribedSettingInput!) {\n    updateLedgerNumber(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateLedgerNumberDocument,
    "\n  query SettingsReadOnlyLists {\n    currencies {\n      id\n      code\n      name\n      symbol\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n  }\n": types.SettingsReadOnlyListsDocument,
    "\n  query SettingsAtlasUsers($username: String, $email: String, $isDeactivated: Boolean) {\n    atlasUsers(username: $username, email: $email, isDeactivated: $isDeactivated) {\n      id\n      username\n      email\n      name\n      isAdmin\n      isAccounts\n      isManager\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsAtlasUsersDocument,
    "\n  mutation CreateAtlasUser($input: AtlasUserInput!) {\n    createAtlasUser(input: $input) {\n      id\n    }\n  }\n": types.CreateAtlasUserDocument,
    "\n  mutation UpdateAtlasUser($id: Int!, $input: AtlasUserInput!) {\n    updateAtlasUser(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateAtlasUserDocument,
    "\n  mutation ChangeAtlasUserPassword($id: Int!, $input: AtlasUserPasswordInput!) {\n    changeAtlasUserPassword(id: $id, input: $input)\n  }\n": types.ChangeAtlasUserPasswordDocument,
    "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      order\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsVehicleTypesDocument,
    "\n  mutation CreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n    }\n  }\n": types.CreateVehicleTypeDocument,
    "\n  mutation UpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateVehicleTypeDocument,
    "\n  mutation MoveVehicleType($id: Int!, $direction: MoveDirection!, $version: Int!) {\n    moveVehicleType(id: $id, direction: $direction, version: $version) {\n      id\n      order\n      version\n    }\n  }\n": types.MoveVehicleTypeDocument,
    "\n  query SettingsWhitelistedIps {\n    whitelistedIpAddresses {\n      id\n      value\n      version\n    }\n  }\n": types.SettingsWhitelistedIpsDocument,
    "\n  mutation CreateWhitelistedIp($input: WhitelistedIpInput!) {\n    createWhitelistedIpAddress(input: $input) {\n      id\n    }\n  }\n": types.CreateWhitelistedIpDocument,
    "\n  mutation UpdateWhitelistedIp($id: Int!, $input: WhitelistedIpInput!) {\n    updateWhitelistedIpAddress(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateWhitelistedIpDocument,
    "\n  mutation DeleteWhitelistedIp($id: Int!) {\n    deleteWhitelistedIpAddress(id: $id)\n  }\n": types.DeleteWhitelistedIpDocument,
    "\n  query SettingsGlobalSettings {\n    globalSettings {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n": types.SettingsGlobalSettingsDocument,
    "\n  mutation UpdateGlobalSettings($id: Int!, $version: Int!, $backloadMultiplier: Float) {\n    updateGlobalSettings(id: $id, version: $version, backloadMultiplier: $backloadMultiplier) {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n": types.UpdateGlobalSettingsDocument,
    "\n  query SettingsAdditionalCharges {\n    additionalChargeSettings(all: true) {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsAdditionalChargesDocument,
    "\n  mutation CreateAdditionalCharge($input: AdditionalChargeInput!) {\n    createAdditionalCharge(input: $input) {\n      id\n    }\n  }\n": types.CreateAdditionalChargeDocument,
    "\n  mutation UpdateAdditionalCharge($id: Int!, $input: AdditionalChargeInput!) {\n    updateAdditionalCharge(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateAdditionalChargeDocument,
    "\n  query SettingsAreaRules {\n    areaRuleSettings(all: true) {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      pricePercentage\n      costPercentage\n      maxPrice\n      maxCost\n      vehicleTypeIds\n      vehicleTypes {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsAreaRulesDocument,
    "\n  mutation CreateAreaRule($input: AreaRuleInput!) {\n    createAreaRule(input: $input) {\n      id\n    }\n  }\n": types.CreateAreaRuleDocument,
    "\n  mutation UpdateAreaRule($id: Int!, $input: AreaRuleInput!) {\n    updateAreaRule(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateAreaRuleDocument,
    "\n  mutation MoveAreaRule($id: Int!, $version: Int!, $direction: MoveDirection!) {\n    moveAreaRule(id: $id, version: $version, direction: $direction) {\n      id\n      order\n      version\n    }\n  }\n": types.MoveAreaRuleDocument,
    "\n  query PricingVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n": types.PricingVehicleTypesDocument,
    "\n  query PricingCustomers {\n    customers(isDeactivated: false) {\n      id\n      name\n    }\n  }\n": types.PricingCustomersDocument,
    "\n  query SettingsPriceMatrices {\n    priceMatrices {\n      ...SettingsPriceMatrix\n    }\n    costingMatrices {\n      ...SettingsPriceMatrix\n    }\n  }\n  fragment SettingsPriceMatrix on PriceMatrix {\n    id\n    name\n    matrixType\n    priceIncrement\n    minimumPrice\n    customerId\n    vehicleTypeId\n    vehicleType {\n      id\n      name\n    }\n    rows {\n      id\n      from\n      to\n      interval\n      priceBreak\n    }\n    isDeactivated\n    version\n  }\n": types.SettingsPriceMatricesDocument,
    "\n  query SettingsCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...SettingsPriceMatrix\n    }\n  }\n": types.SettingsCustomerMatricesDocument,
    "\n  mutation CreatePriceMatrix($input: PriceMatrixInput!) {\n    createPriceMatrix(input: $input) {\n      id\n    }\n  }\n": types.CreatePriceMatrixDocument,
    "\n  mutation UpdatePriceMatrix($id: Int!, $input: PriceMatrixInput!) {\n    updatePriceMatrix(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdatePriceMatrixDocument,
    "\n  mutation DeletePriceMatrix($id: Int!) {\n    deletePriceMatrix(id: $id)\n  }\n": types.DeletePriceMatrixDocument,
    "\n  query SuppliersList($name: String, $isTrackingDisabled: Boolean, $isDeactivated: Boolean) {\n    suppliers(name: $name, isTrackingDisabled: $isTrackingDisabled, isDeactivated: $isDeactivated) {\n      id\n      name\n      email\n      phoneNumber\n      mobileNumber\n      isDeactivated\n      isTrackingDisabled\n      supplierType {\n        id\n        name\n      }\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n": types.SuppliersListDocument,
    "\n  fragment SupplierDetailFields on Supplier {\n    id\n    version\n    name\n    email\n    secondaryEmail\n    supplierType {\n      id\n    }\n    supplierBillingType {\n      id\n    }\n    splitXeroInvoices\n    addressLine1\n    addressLine2\n    addressLine3\n    town\n    county\n    postcode\n    country {\n      id\n    }\n    phoneNumber\n    mobileNumber\n    notes\n    vatNumber\n    companyNumber\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n    isDeactivated\n    isTrackingDisabled\n    licences {\n      id\n      licenceCategory {\n        id\n      }\n      validFrom\n      validTo\n    }\n    vehicles {\n      id\n      vehicleType {\n        id\n      }\n      make\n      model\n      registration\n      length\n      width\n      height\n      insuranceExpiry\n      isDefaultVehicle\n    }\n    deductions {\n      id\n      name\n      value\n      accountCode {\n        id\n      }\n      vatCode {\n        id\n      }\n    }\n    photos {\n      id\n      description\n      photoId\n    }\n    supplierUsers {\n      id\n      email\n      username\n    }\n  }\n": types.SupplierDetailFieldsFragmentDoc,
    "\n  query SupplierDetail($id: Int!) {\n    supplier(id: $id) {\n      ...SupplierDetailFields\n    }\n  }\n": types.SupplierDetailDocument,
    "\n  query SupplierLookups {\n    supplierTypes {\n      id\n      name\n      value\n    }\n    supplierBillingTypes {\n      id\n      name\n    }\n    licenceCategories {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    countries {\n      id\n      name\n    }\n  }\n": types.SupplierLookupsDocument,
    "\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n": types.CreateSupplierDocument,
    "\n  mutation UpdateSupplier($id: Int!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n": types.UpdateSupplierDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    username\n    email\n    name\n    role\n    isAdmin\n    isAccounts\n    isManager\n    customerId\n    supplierId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      productShortName\n      sessionTimeoutMs\n      sessionWarningMs\n      mapTileUrl\n      mapTileAttribution\n      mapTrafficUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n"): (typeof documents)["\n  subscription SessionEnded {\n    sessionEnded {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($id: Int!, $input: ChangePasswordInput!) {\n    changePassword(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n"): (typeof documents)["\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n"): (typeof documents)["\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n"): (typeof documents)["\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConsignment($input: ConsignmentInputGql!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConsignment($input: ConsignmentInputGql!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInputGql!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInputGql!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConsignment($id: Int!) {\n    deleteConsignment(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteConsignment($id: Int!) {\n    deleteConsignment(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestConsignmentCancellation($id: Int!) {\n    requestConsignmentCancellation(id: $id) {\n      id\n      cancellationRequested\n    }\n  }\n"): (typeof documents)["\n  mutation RequestConsignmentCancellation($id: Int!) {\n    requestConsignmentCancellation(id: $id) {\n      id\n      cancellationRequested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsignmentChangeLogs($id: Int!) {\n    consignmentChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsignmentChangeLogs($id: Int!) {\n    consignmentChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailConsignmentReport($consignmentId: Int!, $to: String!, $subject: String!, $body: String!, $showPrice: Boolean!) {\n    emailConsignmentReport(consignmentId: $consignmentId, to: $to, subject: $subject, body: $body, showPrice: $showPrice)\n  }\n"): (typeof documents)["\n  mutation EmailConsignmentReport($consignmentId: Int!, $to: String!, $subject: String!, $body: String!, $showPrice: Boolean!) {\n    emailConsignmentReport(consignmentId: $consignmentId, to: $to, subject: $subject, body: $body, showPrice: $showPrice)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingAddresses($customerId: Int!, $text: String!) {\n    searchCustomerAddresses(customerId: $customerId, text: $text) {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      latitude\n      longitude\n      shortAddress\n    }\n  }\n"): (typeof documents)["\n  query BookingAddresses($customerId: Int!, $text: String!) {\n    searchCustomerAddresses(customerId: $customerId, text: $text) {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      latitude\n      longitude\n      shortAddress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingGeocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query BookingGeocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreviewMatrixFields on PriceMatrix {\n    id\n    customerId\n    vehicleTypeId\n    matrixType\n    priceIncrement\n    minimumPrice\n    rows {\n      from\n      to\n      interval\n      priceBreak\n    }\n  }\n"): (typeof documents)["\n  fragment PreviewMatrixFields on PriceMatrix {\n    id\n    customerId\n    vehicleTypeId\n    matrixType\n    priceIncrement\n    minimumPrice\n    rows {\n      from\n      to\n      interval\n      priceBreak\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingLookups {\n    priceMatrices {\n      ...PreviewMatrixFields\n    }\n    areaAdditionalChargeRules {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      vehicleTypeIds\n      pricePercentage\n      maxPrice\n      costPercentage\n      maxCost\n    }\n    globalSettings {\n      backloadMultiplier\n    }\n  }\n"): (typeof documents)["\n  query PricingLookups {\n    priceMatrices {\n      ...PreviewMatrixFields\n    }\n    areaAdditionalChargeRules {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      vehicleTypeIds\n      pricePercentage\n      maxPrice\n      costPercentage\n      maxCost\n    }\n    globalSettings {\n      backloadMultiplier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...PreviewMatrixFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...PreviewMatrixFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewCostingMatrices {\n    costingMatrices {\n      ...PreviewMatrixFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewCostingMatrices {\n    costingMatrices {\n      ...PreviewMatrixFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isCompleted\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isCompleted\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n"): (typeof documents)["\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyConsignment($id: Int!) {\n    copyConsignment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CopyConsignment($id: Int!) {\n    copyConsignment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n"): (typeof documents)["\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n"): (typeof documents)["\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n"): (typeof documents)["\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n"): (typeof documents)["\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n"): (typeof documents)["\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"): (typeof documents)["\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n"): (typeof documents)["\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsVatCodes {\n    vatCodes(all: true) {\n      id\n      code\n      name\n      rate\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsVatCodes {\n    vatCodes(all: true) {\n      id\n      code\n      name\n      rate\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVatCode($input: VatCodeInput!) {\n    createVatCode(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVatCode($input: VatCodeInput!) {\n    createVatCode(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVatCode($id: Int!, $input: VatCodeInput!) {\n    updateVatCode(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVatCode($id: Int!, $input: VatCodeInput!) {\n    updateVatCode(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSupplierTypes {\n    supplierTypes(all: true) {\n      id\n      name\n      value\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsSupplierTypes {\n    supplierTypes(all: true) {\n      id\n      name\n      value\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplierType($input: SupplierTypeInput!) {\n    createSupplierType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplierType($input: SupplierTypeInput!) {\n    createSupplierType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplierType($id: Int!, $input: SupplierTypeInput!) {\n    updateSupplierType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplierType($id: Int!, $input: SupplierTypeInput!) {\n    updateSupplierType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSupplierBillingTypes {\n    supplierBillingTypes(all: true) {\n      id\n      name\n      brandingThemeId\n      brandingTheme {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n    brandingThemes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SettingsSupplierBillingTypes {\n    supplierBillingTypes(all: true) {\n      id\n      name\n      brandingThemeId\n      brandingTheme {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n    brandingThemes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplierBillingType($input: SupplierBillingTypeInput!) {\n    createSupplierBillingType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplierBillingType($input: SupplierBillingTypeInput!) {\n    createSupplierBillingType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplierBillingType($id: Int!, $input: SupplierBillingTypeInput!) {\n    updateSupplierBillingType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplierBillingType($id: Int!, $input: SupplierBillingTypeInput!) {\n    updateSupplierBillingType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsLicenceCategories {\n    licenceCategories(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsLicenceCategories {\n    licenceCategories(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLicenceCategory($input: DescribedSettingInput!) {\n    createLicenceCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLicenceCategory($input: DescribedSettingInput!) {\n    createLicenceCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLicenceCategory($id: Int!, $input: DescribedSettingInput!) {\n    updateLicenceCategory(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLicenceCategory($id: Int!, $input: DescribedSettingInput!) {\n    updateLicenceCategory(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsLedgerNumbers {\n    ledgerNumbers(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsLedgerNumbers {\n    ledgerNumbers(all: true) {\n      id\n      name\n      description\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerNumber($input: DescribedSettingInput!) {\n    createLedgerNumber(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerNumber($input: DescribedSettingInput!) {\n    createLedgerNumber(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLedgerNumber($id: Int!, $input: DescribedSettingInput!) {\n    updateLedgerNumber(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLedgerNumber($id: Int!, $input: DescribedSettingInput!) {\n    updateLedgerNumber(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsReadOnlyLists {\n    currencies {\n      id\n      code\n      name\n      symbol\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SettingsReadOnlyLists {\n    currencies {\n      id\n      code\n      name\n      symbol\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAtlasUsers($username: String, $email: String, $isDeactivated: Boolean) {\n    atlasUsers(username: $username, email: $email, isDeactivated: $isDeactivated) {\n      id\n      username\n      email\n      name\n      isAdmin\n      isAccounts\n      isManager\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsAtlasUsers($username: String, $email: String, $isDeactivated: Boolean) {\n    atlasUsers(username: $username, email: $email, isDeactivated: $isDeactivated) {\n      id\n      username\n      email\n      name\n      isAdmin\n      isAccounts\n      isManager\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAtlasUser($input: AtlasUserInput!) {\n    createAtlasUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAtlasUser($input: AtlasUserInput!) {\n    createAtlasUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAtlasUser($id: Int!, $input: AtlasUserInput!) {\n    updateAtlasUser(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAtlasUser($id: Int!, $input: AtlasUserInput!) {\n    updateAtlasUser(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAtlasUserPassword($id: Int!, $input: AtlasUserPasswordInput!) {\n    changeAtlasUserPassword(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeAtlasUserPassword($id: Int!, $input: AtlasUserPasswordInput!) {\n    changeAtlasUserPassword(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      order\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      order\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVehicleType($input: VehicleTypeInput!) {\n    createVehicleType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {\n    updateVehicleType(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveVehicleType($id: Int!, $direction: MoveDirection!, $version: Int!) {\n    moveVehicleType(id: $id, direction: $direction, version: $version) {\n      id\n      order\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation MoveVehicleType($id: Int!, $direction: MoveDirection!, $version: Int!) {\n    moveVehicleType(id: $id, direction: $direction, version: $version) {\n      id\n      order\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsWhitelistedIps {\n    whitelistedIpAddresses {\n      id\n      value\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsWhitelistedIps {\n    whitelistedIpAddresses {\n      id\n      value\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWhitelistedIp($input: WhitelistedIpInput!) {\n    createWhitelistedIpAddress(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWhitelistedIp($input: WhitelistedIpInput!) {\n    createWhitelistedIpAddress(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWhitelistedIp($id: Int!, $input: WhitelistedIpInput!) {\n    updateWhitelistedIpAddress(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWhitelistedIp($id: Int!, $input: WhitelistedIpInput!) {\n    updateWhitelistedIpAddress(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWhitelistedIp($id: Int!) {\n    deleteWhitelistedIpAddress(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWhitelistedIp($id: Int!) {\n    deleteWhitelistedIpAddress(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsGlobalSettings {\n    globalSettings {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsGlobalSettings {\n    globalSettings {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGlobalSettings($id: Int!, $version: Int!, $backloadMultiplier: Float) {\n    updateGlobalSettings(id: $id, version: $version, backloadMultiplier: $backloadMultiplier) {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGlobalSettings($id: Int!, $version: Int!, $backloadMultiplier: Float) {\n    updateGlobalSettings(id: $id, version: $version, backloadMultiplier: $backloadMultiplier) {\n      id\n      backloadMultiplier\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAdditionalCharges {\n    additionalChargeSettings(all: true) {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsAdditionalCharges {\n    additionalChargeSettings(all: true) {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdditionalCharge($input: AdditionalChargeInput!) {\n    createAdditionalCharge(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdditionalCharge($input: AdditionalChargeInput!) {\n    createAdditionalCharge(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdditionalCharge($id: Int!, $input: AdditionalChargeInput!) {\n    updateAdditionalCharge(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdditionalCharge($id: Int!, $input: AdditionalChargeInput!) {\n    updateAdditionalCharge(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAreaRules {\n    areaRuleSettings(all: true) {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      pricePercentage\n      costPercentage\n      maxPrice\n      maxCost\n      vehicleTypeIds\n      vehicleTypes {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsAreaRules {\n    areaRuleSettings(all: true) {\n      id\n      name\n      order\n      postcodes\n      postcodeExclusions\n      pricePercentage\n      costPercentage\n      maxPrice\n      maxCost\n      vehicleTypeIds\n      vehicleTypes {\n        id\n        name\n      }\n      isDeactivated\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAreaRule($input: AreaRuleInput!) {\n    createAreaRule(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAreaRule($input: AreaRuleInput!) {\n    createAreaRule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAreaRule($id: Int!, $input: AreaRuleInput!) {\n    updateAreaRule(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAreaRule($id: Int!, $input: AreaRuleInput!) {\n    updateAreaRule(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveAreaRule($id: Int!, $version: Int!, $direction: MoveDirection!) {\n    moveAreaRule(id: $id, version: $version, direction: $direction) {\n      id\n      order\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation MoveAreaRule($id: Int!, $version: Int!, $direction: MoveDirection!) {\n    moveAreaRule(id: $id, version: $version, direction: $direction) {\n      id\n      order\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n"): (typeof documents)["\n  query PricingVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingCustomers {\n    customers(isDeactivated: false) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PricingCustomers {\n    customers(isDeactivated: false) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPriceMatrices {\n    priceMatrices {\n      ...SettingsPriceMatrix\n    }\n    costingMatrices {\n      ...SettingsPriceMatrix\n    }\n  }\n  fragment SettingsPriceMatrix on PriceMatrix {\n    id\n    name\n    matrixType\n    priceIncrement\n    minimumPrice\n    customerId\n    vehicleTypeId\n    vehicleType {\n      id\n      name\n    }\n    rows {\n      id\n      from\n      to\n      interval\n      priceBreak\n    }\n    isDeactivated\n    version\n  }\n"): (typeof documents)["\n  query SettingsPriceMatrices {\n    priceMatrices {\n      ...SettingsPriceMatrix\n    }\n    costingMatrices {\n      ...SettingsPriceMatrix\n    }\n  }\n  fragment SettingsPriceMatrix on PriceMatrix {\n    id\n    name\n    matrixType\n    priceIncrement\n    minimumPrice\n    customerId\n    vehicleTypeId\n    vehicleType {\n      id\n      name\n    }\n    rows {\n      id\n      from\n      to\n      interval\n      priceBreak\n    }\n    isDeactivated\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...SettingsPriceMatrix\n    }\n  }\n"): (typeof documents)["\n  query SettingsCustomerMatrices($customerId: Int!) {\n    customerMatrices(customerId: $customerId) {\n      ...SettingsPriceMatrix\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceMatrix($input: PriceMatrixInput!) {\n    createPriceMatrix(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceMatrix($input: PriceMatrixInput!) {\n    createPriceMatrix(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePriceMatrix($id: Int!, $input: PriceMatrixInput!) {\n    updatePriceMatrix(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePriceMatrix($id: Int!, $input: PriceMatrixInput!) {\n    updatePriceMatrix(id: $id, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceMatrix($id: Int!) {\n    deletePriceMatrix(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePriceMatrix($id: Int!) {\n    deletePriceMatrix(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuppliersList($name: String, $isTrackingDisabled: Boolean, $isDeactivated: Boolean) {\n    suppliers(name: $name, isTrackingDisabled: $isTrackingDisabled, isDeactivated: $isDeactivated) {\n      id\n      name\n      email\n      phoneNumber\n      mobileNumber\n      isDeactivated\n      isTrackingDisabled\n      supplierType {\n        id\n        name\n      }\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuppliersList($name: String, $isTrackingDisabled: Boolean, $isDeactivated: Boolean) {\n    suppliers(name: $name, isTrackingDisabled: $isTrackingDisabled, isDeactivated: $isDeactivated) {\n      id\n      name\n      email\n      phoneNumber\n      mobileNumber\n      isDeactivated\n      isTrackingDisabled\n      supplierType {\n        id\n        name\n      }\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierDetailFields on Supplier {\n    id\n    version\n    name\n    email\n    secondaryEmail\n    supplierType {\n      id\n    }\n    supplierBillingType {\n      id\n    }\n    splitXeroInvoices\n    addressLine1\n    addressLine2\n    addressLine3\n    town\n    county\n    postcode\n    country {\n      id\n    }\n    phoneNumber\n    mobileNumber\n    notes\n    vatNumber\n    companyNumber\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n    isDeactivated\n    isTrackingDisabled\n    licences {\n      id\n      licenceCategory {\n        id\n      }\n      validFrom\n      validTo\n    }\n    vehicles {\n      id\n      vehicleType {\n        id\n      }\n      make\n      model\n      registration\n      length\n      width\n      height\n      insuranceExpiry\n      isDefaultVehicle\n    }\n    deductions {\n      id\n      name\n      value\n      accountCode {\n        id\n      }\n      vatCode {\n        id\n      }\n    }\n    photos {\n      id\n      description\n      photoId\n    }\n    supplierUsers {\n      id\n      email\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment SupplierDetailFields on Supplier {\n    id\n    version\n    name\n    email\n    secondaryEmail\n    supplierType {\n      id\n    }\n    supplierBillingType {\n      id\n    }\n    splitXeroInvoices\n    addressLine1\n    addressLine2\n    addressLine3\n    town\n    county\n    postcode\n    country {\n      id\n    }\n    phoneNumber\n    mobileNumber\n    notes\n    vatNumber\n    companyNumber\n    bankAccountName\n    bankSortCode\n    bankAccountNumber\n    isDeactivated\n    isTrackingDisabled\n    licences {\n      id\n      licenceCategory {\n        id\n      }\n      validFrom\n      validTo\n    }\n    vehicles {\n      id\n      vehicleType {\n        id\n      }\n      make\n      model\n      registration\n      length\n      width\n      height\n      insuranceExpiry\n      isDefaultVehicle\n    }\n    deductions {\n      id\n      name\n      value\n      accountCode {\n        id\n      }\n      vatCode {\n        id\n      }\n    }\n    photos {\n      id\n      description\n      photoId\n    }\n    supplierUsers {\n      id\n      email\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierDetail($id: Int!) {\n    supplier(id: $id) {\n      ...SupplierDetailFields\n    }\n  }\n"): (typeof documents)["\n  query SupplierDetail($id: Int!) {\n    supplier(id: $id) {\n      ...SupplierDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierLookups {\n    supplierTypes {\n      id\n      name\n      value\n    }\n    supplierBillingTypes {\n      id\n      name\n    }\n    licenceCategories {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    countries {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SupplierLookups {\n    supplierTypes {\n      id\n      name\n      value\n    }\n    supplierBillingTypes {\n      id\n      name\n    }\n    licenceCategories {\n      id\n      name\n    }\n    vehicleTypes {\n      id\n      name\n    }\n    accountCodes {\n      id\n      code\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    countries {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplier($input: SupplierInput!) {\n    createSupplier(input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplier($id: Int!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplier($id: Int!, $input: SupplierInput!) {\n    updateSupplier(id: $id, input: $input) {\n      ...SupplierDetailFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;