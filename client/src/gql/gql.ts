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
    "\n  query AccountsConsignments($from: String!, $to: String!, $issue: ConsignmentIssueFilter!, $customer: String) {\n    accountsConsignments(from: $from, to: $to, issue: $issue, customer: $customer) {\n      id\n      consignmentNumber\n      customerId\n      customerName\n      poNumber\n      customerReference\n      startDateTime\n      price\n      cost\n      profit\n      podDateTime\n      holdInvoice\n      ignoreProfitMargin\n      issues\n    }\n  }\n": typeof types.AccountsConsignmentsDocument,
    "\n  query AccountsManifests($from: String!, $to: String!, $issue: ManifestIssueFilter!, $supplier: String) {\n    accountsManifests(from: $from, to: $to, issue: $issue, supplier: $supplier) {\n      id\n      manifestNumber\n      supplierId\n      supplierName\n      supplierIsSelfBilling\n      startDateTime\n      cost\n      podDateTime\n      holdInvoice\n      invoiceReference\n      issues\n    }\n  }\n": typeof types.AccountsManifestsDocument,
    "\n  mutation InvoiceConsignments($ids: [Int!]!, $invoiceDate: String) {\n    invoiceConsignments(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InvoiceConsignmentsDocument,
    "\n  mutation InvoiceManifests($ids: [Int!]!, $invoiceDate: String) {\n    invoiceManifests(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n": typeof types.InvoiceManifestsDocument,
    "\n  mutation IgnoreProfitMargin($ids: [Int!]!) {\n    ignoreProfitMargin(ids: $ids)\n  }\n": typeof types.IgnoreProfitMarginDocument,
    "\n  mutation HoldConsignmentInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdConsignmentInvoice(ids: $ids, value: $value)\n  }\n": typeof types.HoldConsignmentInvoiceDocument,
    "\n  mutation HoldManifestInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdManifestInvoice(ids: $ids, value: $value)\n  }\n": typeof types.HoldManifestInvoiceDocument,
    "\n  query PodApprovals {\n    transportExchangePodApprovals {\n      id\n      manifestId\n      manifestNumber\n      supplierName\n      externalReference\n      podReceivedAt\n      cost\n    }\n  }\n": typeof types.PodApprovalsDocument,
    "\n  mutation ApprovePods($ids: [Int!]!) {\n    approveTransportExchangePods(ids: $ids)\n  }\n": typeof types.ApprovePodsDocument,
    "\n  mutation RejectPods($ids: [Int!]!) {\n    rejectTransportExchangePods(ids: $ids)\n  }\n": typeof types.RejectPodsDocument,
    "\n  query InvoicingEvents {\n    invoicingEvents {\n      id\n      type\n      status\n      invoiceDate\n      numberOfRecords\n      invoiceCount\n      dateCreated\n      userName\n    }\n  }\n": typeof types.InvoicingEventsDocument,
    "\n  query CustomerInvoices($from: String!, $to: String!) {\n    customerInvoices(from: $from, to: $to) {\n      id\n      invoiceNumber\n      customerName\n      invoiceDate\n      dueDate\n      net\n      vat\n      gross\n    }\n  }\n": typeof types.CustomerInvoicesDocument,
    "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    consignmentFrequencySettings {\n      id\n      startDate\n      consignmentFrequency {\n        id\n        name\n      }\n      weekDays {\n        id\n        name\n      }\n    }\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    notifyRecipients\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      signatureName\n      signatureFileName\n      goodsPhotos\n      paperworkPhotos\n      noPaperworkProvided\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n": typeof types.ConsignmentEditFieldsFragmentDoc,
    "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.ConsignmentDocument,
    "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    weekDays {\n      id\n      name\n      isoDay\n    }\n    consignmentFrequencies {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n": typeof types.BookingLookupsDocument,
    "\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": typeof types.BookingCustomersDocument,
    "\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": typeof types.BookingCustomerDocument,
    "\n  mutation CreateConsignment($input: ConsignmentInput!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.CreateConsignmentDocument,
    "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInput!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": typeof types.UpdateConsignmentDocument,
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
    "\n  query BookingRoute($stops: [RoutePointInput!]!) {\n    bookingRoute(stops: $stops) {\n      miles\n      minutes\n      isEstimate\n    }\n  }\n": typeof types.BookingRouteDocument,
    "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n      role\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      eta\n      isLate\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n": typeof types.ConsignmentRowFieldsFragmentDoc,
    "\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n": typeof types.ConsignmentSearchDocument,
    "\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n": typeof types.ControlScreenLookupsDocument,
    "\n  subscription ConsignmentChanged {\n    consignmentChanged {\n      consignmentId\n      action\n    }\n  }\n": typeof types.ConsignmentChangedDocument,
    "\n  mutation CreateManifestFromStops($input: ManifestInput!, $customerMessage: String) {\n    createManifest(input: $input, customerMessage: $customerMessage) {\n      id\n      manifestNumber\n    }\n  }\n": typeof types.CreateManifestFromStopsDocument,
    "\n  mutation CreateTrackingLink($consignmentId: Int!) {\n    createTrackingLink(consignmentId: $consignmentId) {\n      path\n      link {\n        id\n      }\n    }\n  }\n": typeof types.CreateTrackingLinkDocument,
    "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    consignmentAddresses {\n      id\n      isCompleted\n      eta\n      isLate\n    }\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    transportExchangeManifests {\n      id\n      isRemoved\n      tailLift\n      timed\n      notes\n      externalReference\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n": typeof types.ManifestRowFieldsFragmentDoc,
    "\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.ManifestSearchDocument,
    "\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ManifestSuppliersDocument,
    "\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.AssignManifestSupplierDocument,
    "\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.SendManifestDocument,
    "\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": typeof types.ManifestChangedDocument,
    "\n  mutation SendToTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.SendToTransportExchangeDocument,
    "\n  mutation RebookWithTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.RebookWithTransportExchangeDocument,
    "\n  mutation RemoveFromTransportExchange($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": typeof types.RemoveFromTransportExchangeDocument,
    "\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n": typeof types.CustomersListDocument,
    "\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CustomerDetailFieldsFragmentDoc,
    "\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.CustomerDetailDocument,
    "\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CustomerNameDocument,
    "\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": typeof types.ParentCustomerSearchDocument,
    "\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n": typeof types.CustomerLookupsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangeCustomerUserPasswordDocument,
    "\n  query ImportCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": typeof types.ImportCustomersDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  fragment ManifestStopFields on ConsignmentAddress {\n    id\n    consignmentId\n    manifestOrder\n    scheduledStartDateAndTime\n    timed\n    isOnRoute\n    startTime\n    hasArrived\n    arrivalTime\n    isCompleted\n    completionTime\n    eta\n    isLate\n    signatureName\n    signatureFileName\n    goodsPhotos\n    paperworkPhotos\n    notesFromSupplier\n    noPaperworkProvided\n    consignmentAddressType {\n      id\n      name\n    }\n    address {\n      id\n      companyName\n      addressLine1\n      town\n      postcode\n      shortAddress\n      latitude\n      longitude\n    }\n    loadDetails {\n      id\n      description\n      quantity\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n    }\n  }\n": typeof types.ManifestStopFieldsFragmentDoc,
    "\n  fragment ManifestScreenFields on Manifest {\n    ...ManifestRowFields\n    acknowledgedTime\n    costManuallySet\n    calculateTimes\n    currency\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      customerBranch\n      contactEmailAddress\n      notesForSupplier\n      price\n      isBackload\n    }\n    vehicleType {\n      id\n      name\n      order\n    }\n    consignmentAddresses {\n      ...ManifestStopFields\n    }\n    transportExchangeManifests {\n      id\n      externalReference\n      isRemoved\n      tailLift\n      timed\n      notes\n      dateCreated\n      logs {\n        id\n        action\n        message\n        createdAt\n      }\n    }\n  }\n": typeof types.ManifestScreenFieldsFragmentDoc,
    "\n  query ManifestScreen($id: Int!) {\n    manifest(id: $id) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.ManifestScreenDocument,
    "\n  query ManifestVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n": typeof types.ManifestVehicleTypesDocument,
    "\n  query ManifestSupplierList($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n      email\n      smallestVehicle {\n        id\n        name\n        order\n      }\n    }\n  }\n": typeof types.ManifestSupplierListDocument,
    "\n  mutation UpdateManifestScreen($id: Int!, $input: ManifestInput!) {\n    updateManifest(id: $id, input: $input) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.UpdateManifestScreenDocument,
    "\n  mutation UpdateManifestCostsScreen($id: Int!, $calculatedCost: Float!, $cost: Float!, $version: Int) {\n    updateManifestCosts(id: $id, calculatedCost: $calculatedCost, cost: $cost, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.UpdateManifestCostsScreenDocument,
    "\n  mutation DeleteManifestScreen($id: Int!) {\n    deleteManifest(id: $id)\n  }\n": typeof types.DeleteManifestScreenDocument,
    "\n  mutation SendManifestScreen($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.SendManifestScreenDocument,
    "\n  mutation SendToExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.SendToExchangeScreenDocument,
    "\n  mutation RemoveFromExchangeScreen($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.RemoveFromExchangeScreenDocument,
    "\n  mutation RebookWithExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.RebookWithExchangeScreenDocument,
    "\n  mutation EmailManifestReportScreen($manifestId: Int!, $to: String!, $subject: String, $body: String) {\n    emailManifestReport(manifestId: $manifestId, to: $to, subject: $subject, body: $body)\n  }\n": typeof types.EmailManifestReportScreenDocument,
    "\n  query ManifestChangeLogs($id: Int!) {\n    manifestChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": typeof types.ManifestChangeLogsDocument,
    "\n  query ManifestRoute($id: Int!, $order: [Int!]) {\n    manifestRoute(id: $id, consignmentAddressIds: $order) {\n      points {\n        latitude\n        longitude\n      }\n      isEstimate\n      legs {\n        fromStopId\n        toStopId\n        miles\n        minutes\n      }\n      miles\n      minutes\n    }\n  }\n": typeof types.ManifestRouteDocument,
    "\n  query StopsWithoutManifest {\n    consignmentAddressesWithoutManifest {\n      ...ManifestStopFields\n      consignmentNumber\n    }\n  }\n": typeof types.StopsWithoutManifestDocument,
    "\n  query ManifestPendingConfirmations($manifestId: Int!) {\n    pendingConfirmations(manifestId: $manifestId) {\n      id\n      consignmentAddressId\n      consignmentId\n      stopType\n      to\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n": typeof types.ManifestPendingConfirmationsDocument,
    "\n  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {\n    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {\n      id\n      status\n    }\n  }\n": typeof types.SendConfirmationScreenDocument,
    "\n  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {\n    skipConfirmation(consignmentAddressId: $consignmentAddressId) {\n      id\n      status\n    }\n  }\n": typeof types.SkipConfirmationScreenDocument,
    "\n  mutation SkipAllConfirmationsScreen($manifestId: Int!) {\n    skipAllConfirmations(manifestId: $manifestId)\n  }\n": typeof types.SkipAllConfirmationsScreenDocument,
    "\n  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {\n    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {\n      ...ManifestStopFields\n    }\n  }\n": typeof types.EditStopProgressScreenDocument,
    "\n  subscription ManifestStopProgress {\n    stopProgress {\n      consignmentAddressId\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n    }\n  }\n": typeof types.ManifestStopProgressDocument,
    "\n  subscription ManifestScreenChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": typeof types.ManifestScreenChangedDocument,
    "\n  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {\n    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": typeof types.SetManifestAcknowledgementScreenDocument,
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": typeof types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": typeof types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": typeof types.SupplierLocationsChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": typeof types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": typeof types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.GeocodeDocument,
    "\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n": typeof types.MapSupplierSearchDocument,
    "\n  query CarrierSearch($text: String, $manifestNumber: Int) {\n    supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $text, manifestNumber: $manifestNumber) {\n      supplierId\n      supplierName\n      manifestId\n      manifestNumber\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": typeof types.CarrierSearchDocument,
    "\n  query PinManifest($id: Int!) {\n    manifest(id: $id) {\n      id\n      manifestNumber\n      statusColour {\n        name\n        hexCode\n      }\n    }\n  }\n": typeof types.PinManifestDocument,
    "\n  query NotificationTemplates {\n    notificationTemplates {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n": typeof types.NotificationTemplatesDocument,
    "\n  query PreviewNotificationTemplate($input: NotificationTemplateInput!) {\n    previewNotificationTemplate(input: $input) {\n      subject\n      body\n    }\n  }\n": typeof types.PreviewNotificationTemplateDocument,
    "\n  mutation SaveNotificationTemplate($input: NotificationTemplateInput!) {\n    saveNotificationTemplate(input: $input) {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n": typeof types.SaveNotificationTemplateDocument,
    "\n  query CustomerNotificationSettings($customerId: Int!) {\n    customerNotificationSettings(customerId: $customerId) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n": typeof types.CustomerNotificationSettingsDocument,
    "\n  mutation SaveCustomerNotificationSettings($customerId: Int!, $input: CustomerNotificationSettingsInput!) {\n    saveCustomerNotificationSettings(customerId: $customerId, input: $input) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n": typeof types.SaveCustomerNotificationSettingsDocument,
    "\n  query OptimiseManifestOrder($manifestId: Int!) {\n    optimiseManifestOrder(manifestId: $manifestId) {\n      manifestId\n      version\n      stopIds\n      changed\n      before {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n      after {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n    }\n  }\n": typeof types.OptimiseManifestOrderDocument,
    "\n  query PlanningStops($date: String!) {\n    planningStops(date: $date) {\n      id\n      consignmentId\n      rowVersion\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        shortAddress\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PlanningStopsDocument,
    "\n  query PlanningSupplierSearch($name: String) {\n    supplierSearch(supplierName: $name) {\n      id\n      name\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PlanningSupplierSearchDocument,
    "\n  mutation PlanDay($input: PlanDayInput!) {\n    planDay(input: $input) {\n      date\n      isEstimate\n      ms\n      runs {\n        supplierId\n        supplierName\n        vehicleTypeId\n        vehicleTypeName\n        stops {\n          id\n          version\n        }\n        miles\n        minutes\n        costPence\n        pricePence\n        marginPence\n      }\n      unassigned {\n        id\n        version\n        reason\n        message\n      }\n    }\n  }\n": typeof types.PlanDayDocument,
    "\n  mutation AcceptPlan($runs: [AcceptedRunInput!]!) {\n    acceptPlan(runs: $runs)\n  }\n": typeof types.AcceptPlanDocument,
    "\n  query PlanRunFigures($runs: [AcceptedRunInput!]!) {\n    planRunFigures(runs: $runs) {\n      vehicleTypeName\n      miles\n      minutes\n      costPence\n      pricePence\n      marginPence\n    }\n  }\n": typeof types.PlanRunFiguresDocument,
    "\n  query PlanningProgress($runId: String!) {\n    planningProgress(runId: $runId) {\n      runId\n      state\n      percent\n      budgetSeconds\n    }\n  }\n": typeof types.PlanningProgressDocument,
    "\n  query ReportSimpleProfitability($from: String!, $to: String!, $customerName: String) {\n    simpleProfitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        date\n        day\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n": typeof types.ReportSimpleProfitabilityDocument,
    "\n  query ReportProfitability($from: String!, $to: String!, $customerName: String) {\n    profitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        consignmentId\n        consignmentNumber\n        startDateTime\n        customerName\n        vehicleType\n        poNumber\n        customerReference\n        manifestNumbers\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        numberOfConsignments\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n": typeof types.ReportProfitabilityDocument,
    "\n  query ReportSupplierEarnings($from: String!, $to: String!) {\n    supplierEarnings(from: $from, to: $to) {\n      supplierId\n      supplierName\n      numberOfManifests\n      costTotal\n      deductions\n      net\n    }\n  }\n": typeof types.ReportSupplierEarningsDocument,
    "\n  query ReportCredit {\n    customerCreditReport {\n      id\n      name\n      accountType\n      isOnStop\n      creditLimit\n      outstandingBalance\n      overLimit\n      isOverLimit\n    }\n  }\n": typeof types.ReportCreditDocument,
    "\n  query ReportUserIpLogs($from: String!, $to: String!) {\n    userIpLogs(from: $from, to: $to) {\n      id\n      createdAt\n      username\n      ipAddress\n      deviceUuid\n      succeeded\n      outcome\n    }\n  }\n": typeof types.ReportUserIpLogsDocument,
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
    "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      capacity\n      order\n      isDeactivated\n      version\n    }\n  }\n": typeof types.SettingsVehicleTypesDocument,
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
    "\n  query AccountsConsignments($from: String!, $to: String!, $issue: ConsignmentIssueFilter!, $customer: String) {\n    accountsConsignments(from: $from, to: $to, issue: $issue, customer: $customer) {\n      id\n      consignmentNumber\n      customerId\n      customerName\n      poNumber\n      customerReference\n      startDateTime\n      price\n      cost\n      profit\n      podDateTime\n      holdInvoice\n      ignoreProfitMargin\n      issues\n    }\n  }\n": types.AccountsConsignmentsDocument,
    "\n  query AccountsManifests($from: String!, $to: String!, $issue: ManifestIssueFilter!, $supplier: String) {\n    accountsManifests(from: $from, to: $to, issue: $issue, supplier: $supplier) {\n      id\n      manifestNumber\n      supplierId\n      supplierName\n      supplierIsSelfBilling\n      startDateTime\n      cost\n      podDateTime\n      holdInvoice\n      invoiceReference\n      issues\n    }\n  }\n": types.AccountsManifestsDocument,
    "\n  mutation InvoiceConsignments($ids: [Int!]!, $invoiceDate: String) {\n    invoiceConsignments(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n": types.InvoiceConsignmentsDocument,
    "\n  mutation InvoiceManifests($ids: [Int!]!, $invoiceDate: String) {\n    invoiceManifests(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n": types.InvoiceManifestsDocument,
    "\n  mutation IgnoreProfitMargin($ids: [Int!]!) {\n    ignoreProfitMargin(ids: $ids)\n  }\n": types.IgnoreProfitMarginDocument,
    "\n  mutation HoldConsignmentInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdConsignmentInvoice(ids: $ids, value: $value)\n  }\n": types.HoldConsignmentInvoiceDocument,
    "\n  mutation HoldManifestInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdManifestInvoice(ids: $ids, value: $value)\n  }\n": types.HoldManifestInvoiceDocument,
    "\n  query PodApprovals {\n    transportExchangePodApprovals {\n      id\n      manifestId\n      manifestNumber\n      supplierName\n      externalReference\n      podReceivedAt\n      cost\n    }\n  }\n": types.PodApprovalsDocument,
    "\n  mutation ApprovePods($ids: [Int!]!) {\n    approveTransportExchangePods(ids: $ids)\n  }\n": types.ApprovePodsDocument,
    "\n  mutation RejectPods($ids: [Int!]!) {\n    rejectTransportExchangePods(ids: $ids)\n  }\n": types.RejectPodsDocument,
    "\n  query InvoicingEvents {\n    invoicingEvents {\n      id\n      type\n      status\n      invoiceDate\n      numberOfRecords\n      invoiceCount\n      dateCreated\n      userName\n    }\n  }\n": types.InvoicingEventsDocument,
    "\n  query CustomerInvoices($from: String!, $to: String!) {\n    customerInvoices(from: $from, to: $to) {\n      id\n      invoiceNumber\n      customerName\n      invoiceDate\n      dueDate\n      net\n      vat\n      gross\n    }\n  }\n": types.CustomerInvoicesDocument,
    "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    consignmentFrequencySettings {\n      id\n      startDate\n      consignmentFrequency {\n        id\n        name\n      }\n      weekDays {\n        id\n        name\n      }\n    }\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    notifyRecipients\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      signatureName\n      signatureFileName\n      goodsPhotos\n      paperworkPhotos\n      noPaperworkProvided\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n": types.ConsignmentEditFieldsFragmentDoc,
    "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.ConsignmentDocument,
    "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    weekDays {\n      id\n      name\n      isoDay\n    }\n    consignmentFrequencies {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n": types.BookingLookupsDocument,
    "\n  query BookingCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": types.BookingCustomersDocument,
    "\n  query BookingCustomer($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n  }\n": types.BookingCustomerDocument,
    "\n  mutation CreateConsignment($input: ConsignmentInput!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.CreateConsignmentDocument,
    "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInput!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n": types.UpdateConsignmentDocument,
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
    "\n  query BookingRoute($stops: [RoutePointInput!]!) {\n    bookingRoute(stops: $stops) {\n      miles\n      minutes\n      isEstimate\n    }\n  }\n": types.BookingRouteDocument,
    "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n      role\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      eta\n      isLate\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n": types.ConsignmentRowFieldsFragmentDoc,
    "\n  query ConsignmentSearch($search: ConsignmentSearchInput!) {\n    consignments(search: $search) {\n      ...ConsignmentRowFields\n    }\n  }\n": types.ConsignmentSearchDocument,
    "\n  query ControlScreenLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentControlScreenColumns {\n      id\n      key\n      name\n      order\n      isDefault\n    }\n  }\n": types.ControlScreenLookupsDocument,
    "\n  subscription ConsignmentChanged {\n    consignmentChanged {\n      consignmentId\n      action\n    }\n  }\n": types.ConsignmentChangedDocument,
    "\n  mutation CreateManifestFromStops($input: ManifestInput!, $customerMessage: String) {\n    createManifest(input: $input, customerMessage: $customerMessage) {\n      id\n      manifestNumber\n    }\n  }\n": types.CreateManifestFromStopsDocument,
    "\n  mutation CreateTrackingLink($consignmentId: Int!) {\n    createTrackingLink(consignmentId: $consignmentId) {\n      path\n      link {\n        id\n      }\n    }\n  }\n": types.CreateTrackingLinkDocument,
    "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    consignmentAddresses {\n      id\n      isCompleted\n      eta\n      isLate\n    }\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    transportExchangeManifests {\n      id\n      isRemoved\n      tailLift\n      timed\n      notes\n      externalReference\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n": types.ManifestRowFieldsFragmentDoc,
    "\n  query ManifestSearch($search: ManifestSearchInput!) {\n    manifests(search: $search) {\n      ...ManifestRowFields\n    }\n  }\n": types.ManifestSearchDocument,
    "\n  query ManifestSuppliers($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n    }\n  }\n": types.ManifestSuppliersDocument,
    "\n  mutation AssignManifestSupplier($id: Int!, $supplierId: Int, $confirmed: Boolean, $version: Int) {\n    assignManifestSupplier(id: $id, supplierId: $supplierId, confirmed: $confirmed, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.AssignManifestSupplierDocument,
    "\n  mutation SendManifest($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.SendManifestDocument,
    "\n  subscription ManifestChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": types.ManifestChangedDocument,
    "\n  mutation SendToTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.SendToTransportExchangeDocument,
    "\n  mutation RebookWithTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.RebookWithTransportExchangeDocument,
    "\n  mutation RemoveFromTransportExchange($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n": types.RemoveFromTransportExchangeDocument,
    "\n  query CustomersList($name: String, $customerAccountTypeId: Int, $isDeactivated: Boolean) {\n    customers(name: $name, customerAccountTypeId: $customerAccountTypeId, isDeactivated: $isDeactivated) {\n      id\n      name\n      phoneNumber\n      customerAccountTypeId\n      isDeactivated\n      isOnStop\n      creditLimit\n      outstandingBalance\n      isOverCreditLimit\n    }\n  }\n": types.CustomersListDocument,
    "\n  fragment CustomerDetailFields on Customer {\n    id\n    version\n    name\n    parentId\n    phoneNumber\n    notes\n    sla\n    costCentre\n    customerAccountTypeId\n    isDeactivated\n    ledgerNumber {\n      id\n    }\n    vatCode {\n      id\n    }\n    xeroOrganisation {\n      id\n    }\n    nameShownOnInvoice\n    bookingEmailAddress\n    useContactEmail\n    autoEmailOnCreate\n    autoEmailOnCollection\n    autoEmailOnDelivery\n    isPONumberRequired\n    showCostCode\n    preventConsignmentWithoutCostCode\n    preventConsignmentWithoutPONumber\n    creditLimit\n    outstandingBalance\n    isOverCreditLimit\n    contacts {\n      id\n      name\n      phone\n      email\n    }\n    addresses {\n      id\n      companyName\n      addressLine1\n      addressLine2\n      addressLine3\n      town\n      county\n      postcode\n      countryId\n      latitude\n      longitude\n    }\n    customerUsers {\n      id\n      email\n    }\n    consignmentControlScreenColumns {\n      order\n      isVisible\n      column {\n        id\n        name\n      }\n    }\n  }\n": types.CustomerDetailFieldsFragmentDoc,
    "\n  query CustomerDetail($id: Int!) {\n    customer(id: $id) {\n      ...CustomerDetailFields\n    }\n  }\n": types.CustomerDetailDocument,
    "\n  query CustomerName($id: Int!) {\n    customer(id: $id) {\n      id\n      name\n    }\n  }\n": types.CustomerNameDocument,
    "\n  query ParentCustomerSearch($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": types.ParentCustomerSearchDocument,
    "\n  query CustomerLookups {\n    customerAccountTypes {\n      id\n      name\n      isOnStop\n    }\n    ledgerNumbers {\n      id\n      name\n    }\n    vatCodes {\n      id\n      code\n      name\n    }\n    xeroOrganisations {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    consignmentControlScreenColumns {\n      id\n      name\n      order\n      isDefault\n    }\n  }\n": types.CustomerLookupsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: Int!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...CustomerDetailFields\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation ChangeCustomerUserPassword($userId: Int!, $newPassword: String!, $confirmPassword: String!) {\n    changeCustomerUserPassword(userId: $userId, newPassword: $newPassword, confirmPassword: $confirmPassword)\n  }\n": types.ChangeCustomerUserPasswordDocument,
    "\n  query ImportCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n": types.ImportCustomersDocument,
    "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.AuthenticateDocument,
    "\n  fragment ManifestStopFields on ConsignmentAddress {\n    id\n    consignmentId\n    manifestOrder\n    scheduledStartDateAndTime\n    timed\n    isOnRoute\n    startTime\n    hasArrived\n    arrivalTime\n    isCompleted\n    completionTime\n    eta\n    isLate\n    signatureName\n    signatureFileName\n    goodsPhotos\n    paperworkPhotos\n    notesFromSupplier\n    noPaperworkProvided\n    consignmentAddressType {\n      id\n      name\n    }\n    address {\n      id\n      companyName\n      addressLine1\n      town\n      postcode\n      shortAddress\n      latitude\n      longitude\n    }\n    loadDetails {\n      id\n      description\n      quantity\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n    }\n  }\n": types.ManifestStopFieldsFragmentDoc,
    "\n  fragment ManifestScreenFields on Manifest {\n    ...ManifestRowFields\n    acknowledgedTime\n    costManuallySet\n    calculateTimes\n    currency\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      customerBranch\n      contactEmailAddress\n      notesForSupplier\n      price\n      isBackload\n    }\n    vehicleType {\n      id\n      name\n      order\n    }\n    consignmentAddresses {\n      ...ManifestStopFields\n    }\n    transportExchangeManifests {\n      id\n      externalReference\n      isRemoved\n      tailLift\n      timed\n      notes\n      dateCreated\n      logs {\n        id\n        action\n        message\n        createdAt\n      }\n    }\n  }\n": types.ManifestScreenFieldsFragmentDoc,
    "\n  query ManifestScreen($id: Int!) {\n    manifest(id: $id) {\n      ...ManifestScreenFields\n    }\n  }\n": types.ManifestScreenDocument,
    "\n  query ManifestVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n": types.ManifestVehicleTypesDocument,
    "\n  query ManifestSupplierList($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n      email\n      smallestVehicle {\n        id\n        name\n        order\n      }\n    }\n  }\n": types.ManifestSupplierListDocument,
    "\n  mutation UpdateManifestScreen($id: Int!, $input: ManifestInput!) {\n    updateManifest(id: $id, input: $input) {\n      ...ManifestScreenFields\n    }\n  }\n": types.UpdateManifestScreenDocument,
    "\n  mutation UpdateManifestCostsScreen($id: Int!, $calculatedCost: Float!, $cost: Float!, $version: Int) {\n    updateManifestCosts(id: $id, calculatedCost: $calculatedCost, cost: $cost, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.UpdateManifestCostsScreenDocument,
    "\n  mutation DeleteManifestScreen($id: Int!) {\n    deleteManifest(id: $id)\n  }\n": types.DeleteManifestScreenDocument,
    "\n  mutation SendManifestScreen($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.SendManifestScreenDocument,
    "\n  mutation SendToExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.SendToExchangeScreenDocument,
    "\n  mutation RemoveFromExchangeScreen($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.RemoveFromExchangeScreenDocument,
    "\n  mutation RebookWithExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.RebookWithExchangeScreenDocument,
    "\n  mutation EmailManifestReportScreen($manifestId: Int!, $to: String!, $subject: String, $body: String) {\n    emailManifestReport(manifestId: $manifestId, to: $to, subject: $subject, body: $body)\n  }\n": types.EmailManifestReportScreenDocument,
    "\n  query ManifestChangeLogs($id: Int!) {\n    manifestChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n": types.ManifestChangeLogsDocument,
    "\n  query ManifestRoute($id: Int!, $order: [Int!]) {\n    manifestRoute(id: $id, consignmentAddressIds: $order) {\n      points {\n        latitude\n        longitude\n      }\n      isEstimate\n      legs {\n        fromStopId\n        toStopId\n        miles\n        minutes\n      }\n      miles\n      minutes\n    }\n  }\n": types.ManifestRouteDocument,
    "\n  query StopsWithoutManifest {\n    consignmentAddressesWithoutManifest {\n      ...ManifestStopFields\n      consignmentNumber\n    }\n  }\n": types.StopsWithoutManifestDocument,
    "\n  query ManifestPendingConfirmations($manifestId: Int!) {\n    pendingConfirmations(manifestId: $manifestId) {\n      id\n      consignmentAddressId\n      consignmentId\n      stopType\n      to\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n": types.ManifestPendingConfirmationsDocument,
    "\n  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {\n    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {\n      id\n      status\n    }\n  }\n": types.SendConfirmationScreenDocument,
    "\n  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {\n    skipConfirmation(consignmentAddressId: $consignmentAddressId) {\n      id\n      status\n    }\n  }\n": types.SkipConfirmationScreenDocument,
    "\n  mutation SkipAllConfirmationsScreen($manifestId: Int!) {\n    skipAllConfirmations(manifestId: $manifestId)\n  }\n": types.SkipAllConfirmationsScreenDocument,
    "\n  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {\n    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {\n      ...ManifestStopFields\n    }\n  }\n": types.EditStopProgressScreenDocument,
    "\n  subscription ManifestStopProgress {\n    stopProgress {\n      consignmentAddressId\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n    }\n  }\n": types.ManifestStopProgressDocument,
    "\n  subscription ManifestScreenChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n": types.ManifestScreenChangedDocument,
    "\n  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {\n    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n": types.SetManifestAcknowledgementScreenDocument,
    "\n  fragment SupplierOnMapFields on SupplierOnMap {\n    latitude\n    longitude\n    recordedAt\n    manifestId\n    supplier {\n      id\n      name\n      vehicles {\n        id\n        isDefaultVehicle\n        make\n        model\n        registration\n        vehicleType {\n          id\n          name\n          iconCode\n        }\n      }\n    }\n  }\n": types.SupplierOnMapFieldsFragmentDoc,
    "\n  query SupplierLocations($filter: MapFilterInput) {\n    supplierLocations(filter: $filter) {\n      ...SupplierOnMapFields\n    }\n  }\n": types.SupplierLocationsDocument,
    "\n  subscription SupplierLocationsChanged($filter: MapFilterInput) {\n    supplierLocationsChanged(filter: $filter) {\n      supplierId\n      supplierName\n      latitude\n      longitude\n      recordedAt\n      manifestId\n      vehicleTypeIds\n    }\n  }\n": types.SupplierLocationsChangedDocument,
    "\n  query SupplierTrack($supplierId: Int!, $startDate: String!, $endDate: String!) {\n    supplierTrack(supplierId: $supplierId, startDate: $startDate, endDate: $endDate) {\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": types.SupplierTrackDocument,
    "\n  query MapVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      iconCode\n    }\n  }\n": types.MapVehicleTypesDocument,
    "\n  query Geocode($query: String!) {\n    geocode(query: $query) {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.GeocodeDocument,
    "\n  query MapSupplierSearch($supplierName: String) {\n    supplierSearch(supplierName: $supplierName) {\n      id\n      name\n    }\n  }\n": types.MapSupplierSearchDocument,
    "\n  query CarrierSearch($text: String, $manifestNumber: Int) {\n    supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $text, manifestNumber: $manifestNumber) {\n      supplierId\n      supplierName\n      manifestId\n      manifestNumber\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n": types.CarrierSearchDocument,
    "\n  query PinManifest($id: Int!) {\n    manifest(id: $id) {\n      id\n      manifestNumber\n      statusColour {\n        name\n        hexCode\n      }\n    }\n  }\n": types.PinManifestDocument,
    "\n  query NotificationTemplates {\n    notificationTemplates {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n": types.NotificationTemplatesDocument,
    "\n  query PreviewNotificationTemplate($input: NotificationTemplateInput!) {\n    previewNotificationTemplate(input: $input) {\n      subject\n      body\n    }\n  }\n": types.PreviewNotificationTemplateDocument,
    "\n  mutation SaveNotificationTemplate($input: NotificationTemplateInput!) {\n    saveNotificationTemplate(input: $input) {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n": types.SaveNotificationTemplateDocument,
    "\n  query CustomerNotificationSettings($customerId: Int!) {\n    customerNotificationSettings(customerId: $customerId) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n": types.CustomerNotificationSettingsDocument,
    "\n  mutation SaveCustomerNotificationSettings($customerId: Int!, $input: CustomerNotificationSettingsInput!) {\n    saveCustomerNotificationSettings(customerId: $customerId, input: $input) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n": types.SaveCustomerNotificationSettingsDocument,
    "\n  query OptimiseManifestOrder($manifestId: Int!) {\n    optimiseManifestOrder(manifestId: $manifestId) {\n      manifestId\n      version\n      stopIds\n      changed\n      before {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n      after {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n    }\n  }\n": types.OptimiseManifestOrderDocument,
    "\n  query PlanningStops($date: String!) {\n    planningStops(date: $date) {\n      id\n      consignmentId\n      rowVersion\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        shortAddress\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PlanningStopsDocument,
    "\n  query PlanningSupplierSearch($name: String) {\n    supplierSearch(supplierName: $name) {\n      id\n      name\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n": types.PlanningSupplierSearchDocument,
    "\n  mutation PlanDay($input: PlanDayInput!) {\n    planDay(input: $input) {\n      date\n      isEstimate\n      ms\n      runs {\n        supplierId\n        supplierName\n        vehicleTypeId\n        vehicleTypeName\n        stops {\n          id\n          version\n        }\n        miles\n        minutes\n        costPence\n        pricePence\n        marginPence\n      }\n      unassigned {\n        id\n        version\n        reason\n        message\n      }\n    }\n  }\n": types.PlanDayDocument,
    "\n  mutation AcceptPlan($runs: [AcceptedRunInput!]!) {\n    acceptPlan(runs: $runs)\n  }\n": types.AcceptPlanDocument,
    "\n  query PlanRunFigures($runs: [AcceptedRunInput!]!) {\n    planRunFigures(runs: $runs) {\n      vehicleTypeName\n      miles\n      minutes\n      costPence\n      pricePence\n      marginPence\n    }\n  }\n": types.PlanRunFiguresDocument,
    "\n  query PlanningProgress($runId: String!) {\n    planningProgress(runId: $runId) {\n      runId\n      state\n      percent\n      budgetSeconds\n    }\n  }\n": types.PlanningProgressDocument,
    "\n  query ReportSimpleProfitability($from: String!, $to: String!, $customerName: String) {\n    simpleProfitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        date\n        day\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n": types.ReportSimpleProfitabilityDocument,
    "\n  query ReportProfitability($from: String!, $to: String!, $customerName: String) {\n    profitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        consignmentId\n        consignmentNumber\n        startDateTime\n        customerName\n        vehicleType\n        poNumber\n        customerReference\n        manifestNumbers\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        numberOfConsignments\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n": types.ReportProfitabilityDocument,
    "\n  query ReportSupplierEarnings($from: String!, $to: String!) {\n    supplierEarnings(from: $from, to: $to) {\n      supplierId\n      supplierName\n      numberOfManifests\n      costTotal\n      deductions\n      net\n    }\n  }\n": types.ReportSupplierEarningsDocument,
    "\n  query ReportCredit {\n    customerCreditReport {\n      id\n      name\n      accountType\n      isOnStop\n      creditLimit\n      outstandingBalance\n      overLimit\n      isOverLimit\n    }\n  }\n": types.ReportCreditDocument,
    "\n  query ReportUserIpLogs($from: String!, $to: String!) {\n    userIpLogs(from: $from, to: $to) {\n      id\n      createdAt\n      username\n      ipAddress\n      deviceUuid\n      succeeded\n      outcome\n    }\n  }\n": types.ReportUserIpLogsDocument,
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
    "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      capacity\n      order\n      isDeactivated\n      version\n    }\n  }\n": types.SettingsVehicleTypesDocument,
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
export function graphql(source: "\n  query AccountsConsignments($from: String!, $to: String!, $issue: ConsignmentIssueFilter!, $customer: String) {\n    accountsConsignments(from: $from, to: $to, issue: $issue, customer: $customer) {\n      id\n      consignmentNumber\n      customerId\n      customerName\n      poNumber\n      customerReference\n      startDateTime\n      price\n      cost\n      profit\n      podDateTime\n      holdInvoice\n      ignoreProfitMargin\n      issues\n    }\n  }\n"): (typeof documents)["\n  query AccountsConsignments($from: String!, $to: String!, $issue: ConsignmentIssueFilter!, $customer: String) {\n    accountsConsignments(from: $from, to: $to, issue: $issue, customer: $customer) {\n      id\n      consignmentNumber\n      customerId\n      customerName\n      poNumber\n      customerReference\n      startDateTime\n      price\n      cost\n      profit\n      podDateTime\n      holdInvoice\n      ignoreProfitMargin\n      issues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsManifests($from: String!, $to: String!, $issue: ManifestIssueFilter!, $supplier: String) {\n    accountsManifests(from: $from, to: $to, issue: $issue, supplier: $supplier) {\n      id\n      manifestNumber\n      supplierId\n      supplierName\n      supplierIsSelfBilling\n      startDateTime\n      cost\n      podDateTime\n      holdInvoice\n      invoiceReference\n      issues\n    }\n  }\n"): (typeof documents)["\n  query AccountsManifests($from: String!, $to: String!, $issue: ManifestIssueFilter!, $supplier: String) {\n    accountsManifests(from: $from, to: $to, issue: $issue, supplier: $supplier) {\n      id\n      manifestNumber\n      supplierId\n      supplierName\n      supplierIsSelfBilling\n      startDateTime\n      cost\n      podDateTime\n      holdInvoice\n      invoiceReference\n      issues\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceConsignments($ids: [Int!]!, $invoiceDate: String) {\n    invoiceConsignments(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceConsignments($ids: [Int!]!, $invoiceDate: String) {\n    invoiceConsignments(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceManifests($ids: [Int!]!, $invoiceDate: String) {\n    invoiceManifests(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InvoiceManifests($ids: [Int!]!, $invoiceDate: String) {\n    invoiceManifests(ids: $ids, invoiceDate: $invoiceDate) {\n      message\n      event {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IgnoreProfitMargin($ids: [Int!]!) {\n    ignoreProfitMargin(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation IgnoreProfitMargin($ids: [Int!]!) {\n    ignoreProfitMargin(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldConsignmentInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdConsignmentInvoice(ids: $ids, value: $value)\n  }\n"): (typeof documents)["\n  mutation HoldConsignmentInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdConsignmentInvoice(ids: $ids, value: $value)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldManifestInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdManifestInvoice(ids: $ids, value: $value)\n  }\n"): (typeof documents)["\n  mutation HoldManifestInvoice($ids: [Int!]!, $value: Boolean!) {\n    holdManifestInvoice(ids: $ids, value: $value)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PodApprovals {\n    transportExchangePodApprovals {\n      id\n      manifestId\n      manifestNumber\n      supplierName\n      externalReference\n      podReceivedAt\n      cost\n    }\n  }\n"): (typeof documents)["\n  query PodApprovals {\n    transportExchangePodApprovals {\n      id\n      manifestId\n      manifestNumber\n      supplierName\n      externalReference\n      podReceivedAt\n      cost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePods($ids: [Int!]!) {\n    approveTransportExchangePods(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation ApprovePods($ids: [Int!]!) {\n    approveTransportExchangePods(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPods($ids: [Int!]!) {\n    rejectTransportExchangePods(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation RejectPods($ids: [Int!]!) {\n    rejectTransportExchangePods(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicingEvents {\n    invoicingEvents {\n      id\n      type\n      status\n      invoiceDate\n      numberOfRecords\n      invoiceCount\n      dateCreated\n      userName\n    }\n  }\n"): (typeof documents)["\n  query InvoicingEvents {\n    invoicingEvents {\n      id\n      type\n      status\n      invoiceDate\n      numberOfRecords\n      invoiceCount\n      dateCreated\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerInvoices($from: String!, $to: String!) {\n    customerInvoices(from: $from, to: $to) {\n      id\n      invoiceNumber\n      customerName\n      invoiceDate\n      dueDate\n      net\n      vat\n      gross\n    }\n  }\n"): (typeof documents)["\n  query CustomerInvoices($from: String!, $to: String!) {\n    customerInvoices(from: $from, to: $to) {\n      id\n      invoiceNumber\n      customerName\n      invoiceDate\n      dueDate\n      net\n      vat\n      gross\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    consignmentFrequencySettings {\n      id\n      startDate\n      consignmentFrequency {\n        id\n        name\n      }\n      weekDays {\n        id\n        name\n      }\n    }\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    notifyRecipients\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      signatureName\n      signatureFileName\n      goodsPhotos\n      paperworkPhotos\n      noPaperworkProvided\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsignmentEditFields on Consignment {\n    id\n    version\n    consignmentNumber\n    consignmentReference\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    consignmentFrequencySettings {\n      id\n      startDate\n      consignmentFrequency {\n        id\n        name\n      }\n      weekDays {\n        id\n        name\n      }\n    }\n    cancellationRequested\n    invoiceStatus\n    customerId\n    customer {\n      id\n      name\n      showCostCode\n      isDeactivated\n      isOverCreditLimit\n    }\n    contactName\n    contactPhoneNumber\n    contactEmailAddress\n    vehicleType {\n      id\n      name\n    }\n    poNumber\n    costCode\n    customerReference\n    customerReferenceNumber\n    notesForSupplier\n    notesForOffice\n    notesForInvoice\n    notifyRecipients\n    isBackload\n    applyPostcodePricingRules\n    calculateTimes\n    price\n    recommendedPrice\n    cost\n    recommendedCost\n    mileage\n    totalMiles\n    totalTimeInMinutes\n    routeIsEstimate\n    consignmentAddresses {\n      id\n      consignmentOrder\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      isScheduledStartDateAndTimeLocked\n      scheduledStartDateAndTime\n      noLoadDetailsGiven\n      signatureName\n      signatureFileName\n      goodsPhotos\n      paperworkPhotos\n      noPaperworkProvided\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        addressLine1\n        addressLine2\n        addressLine3\n        town\n        county\n        postcode\n        latitude\n        longitude\n      }\n      loadDetails {\n        id\n        quantity\n        description\n      }\n      additionalCharges {\n        id\n        price\n        cost\n        additionalCharge {\n          id\n          chargeFor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  query Consignment($id: Int!) {\n    consignment(id: $id) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    weekDays {\n      id\n      name\n      isoDay\n    }\n    consignmentFrequencies {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n"): (typeof documents)["\n  query BookingLookups {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n    consignmentAddressTypes {\n      id\n      name\n    }\n    weekDays {\n      id\n      name\n      isoDay\n    }\n    consignmentFrequencies {\n      id\n      name\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n      cost\n      isDeactivated\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CreateConsignment($input: ConsignmentInput!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConsignment($input: ConsignmentInput!) {\n    createConsignment(input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInput!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConsignment($id: Int!, $input: ConsignmentInput!) {\n    updateConsignment(id: $id, input: $input) {\n      ...ConsignmentEditFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query BookingRoute($stops: [RoutePointInput!]!) {\n    bookingRoute(stops: $stops) {\n      miles\n      minutes\n      isEstimate\n    }\n  }\n"): (typeof documents)["\n  query BookingRoute($stops: [RoutePointInput!]!) {\n    bookingRoute(stops: $stops) {\n      miles\n      minutes\n      isEstimate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n      role\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      eta\n      isLate\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsignmentRowFields on Consignment {\n    id\n    consignmentNumber\n    consignmentReference\n    customerReference\n    poNumber\n    contactName\n    isQuote\n    isDeleted\n    isCompleted\n    isFrequentConsignment\n    cancellationRequested\n    invoiceStatus\n    price\n    cost\n    mileage\n    totalMiles\n    startDateTime\n    dateCreated\n    createdBy {\n      id\n      name\n      role\n    }\n    consignmentType {\n      id\n      name\n    }\n    vehicleType {\n      id\n      name\n    }\n    customer {\n      id\n      name\n      isDeactivated\n      isOverCreditLimit\n    }\n    supplier {\n      id\n      name\n    }\n    consignmentAddresses {\n      id\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n      eta\n      isLate\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n        postcode\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription ConsignmentChanged {\n    consignmentChanged {\n      consignmentId\n      action\n    }\n  }\n"): (typeof documents)["\n  subscription ConsignmentChanged {\n    consignmentChanged {\n      consignmentId\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateManifestFromStops($input: ManifestInput!, $customerMessage: String) {\n    createManifest(input: $input, customerMessage: $customerMessage) {\n      id\n      manifestNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateManifestFromStops($input: ManifestInput!, $customerMessage: String) {\n    createManifest(input: $input, customerMessage: $customerMessage) {\n      id\n      manifestNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTrackingLink($consignmentId: Int!) {\n    createTrackingLink(consignmentId: $consignmentId) {\n      path\n      link {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTrackingLink($consignmentId: Int!) {\n    createTrackingLink(consignmentId: $consignmentId) {\n      path\n      link {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    consignmentAddresses {\n      id\n      isCompleted\n      eta\n      isLate\n    }\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    transportExchangeManifests {\n      id\n      isRemoved\n      tailLift\n      timed\n      notes\n      externalReference\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ManifestRowFields on Manifest {\n    id\n    manifestNumber\n    version\n    isSent\n    isAcknowledged\n    isDeleted\n    cost\n    calculatedCost\n    totalMiles\n    totalTimeInMinutes\n    invoiceStatus\n    numberOfConsignmentAddresses\n    formattedLastDeliveryAddress\n    consignmentAddresses {\n      id\n      isCompleted\n      eta\n      isLate\n    }\n    startDeliveryDate\n    dateCreated\n    statusColour {\n      name\n      hexCode\n    }\n    vehicleType {\n      id\n      name\n    }\n    supplier {\n      id\n      name\n    }\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      isBackload\n    }\n    transportExchangeManifests {\n      id\n      isRemoved\n      tailLift\n      timed\n      notes\n      externalReference\n    }\n    consignmentAddresses {\n      id\n      scheduledStartDateAndTime\n      isCompleted\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        companyName\n        shortAddress\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SendToTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendToTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RebookWithTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation RebookWithTransportExchange($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromTransportExchange($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromTransportExchange($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestRowFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query ImportCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ImportCustomers($customerName: String!) {\n    searchCustomers(customerName: $customerName) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($input: AuthenticateInput!) {\n    authenticate(input: $input) {\n      token\n      expiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManifestStopFields on ConsignmentAddress {\n    id\n    consignmentId\n    manifestOrder\n    scheduledStartDateAndTime\n    timed\n    isOnRoute\n    startTime\n    hasArrived\n    arrivalTime\n    isCompleted\n    completionTime\n    eta\n    isLate\n    signatureName\n    signatureFileName\n    goodsPhotos\n    paperworkPhotos\n    notesFromSupplier\n    noPaperworkProvided\n    consignmentAddressType {\n      id\n      name\n    }\n    address {\n      id\n      companyName\n      addressLine1\n      town\n      postcode\n      shortAddress\n      latitude\n      longitude\n    }\n    loadDetails {\n      id\n      description\n      quantity\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment ManifestStopFields on ConsignmentAddress {\n    id\n    consignmentId\n    manifestOrder\n    scheduledStartDateAndTime\n    timed\n    isOnRoute\n    startTime\n    hasArrived\n    arrivalTime\n    isCompleted\n    completionTime\n    eta\n    isLate\n    signatureName\n    signatureFileName\n    goodsPhotos\n    paperworkPhotos\n    notesFromSupplier\n    noPaperworkProvided\n    consignmentAddressType {\n      id\n      name\n    }\n    address {\n      id\n      companyName\n      addressLine1\n      town\n      postcode\n      shortAddress\n      latitude\n      longitude\n    }\n    loadDetails {\n      id\n      description\n      quantity\n    }\n    additionalCharges {\n      id\n      chargeFor\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManifestScreenFields on Manifest {\n    ...ManifestRowFields\n    acknowledgedTime\n    costManuallySet\n    calculateTimes\n    currency\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      customerBranch\n      contactEmailAddress\n      notesForSupplier\n      price\n      isBackload\n    }\n    vehicleType {\n      id\n      name\n      order\n    }\n    consignmentAddresses {\n      ...ManifestStopFields\n    }\n    transportExchangeManifests {\n      id\n      externalReference\n      isRemoved\n      tailLift\n      timed\n      notes\n      dateCreated\n      logs {\n        id\n        action\n        message\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ManifestScreenFields on Manifest {\n    ...ManifestRowFields\n    acknowledgedTime\n    costManuallySet\n    calculateTimes\n    currency\n    consignments {\n      id\n      consignmentNumber\n      customerName\n      customerBranch\n      contactEmailAddress\n      notesForSupplier\n      price\n      isBackload\n    }\n    vehicleType {\n      id\n      name\n      order\n    }\n    consignmentAddresses {\n      ...ManifestStopFields\n    }\n    transportExchangeManifests {\n      id\n      externalReference\n      isRemoved\n      tailLift\n      timed\n      notes\n      dateCreated\n      logs {\n        id\n        action\n        message\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestScreen($id: Int!) {\n    manifest(id: $id) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  query ManifestScreen($id: Int!) {\n    manifest(id: $id) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n"): (typeof documents)["\n  query ManifestVehicleTypes {\n    vehicleTypes {\n      id\n      name\n      order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestSupplierList($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n      email\n      smallestVehicle {\n        id\n        name\n        order\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManifestSupplierList($id: Int!) {\n    manifestSuppliers(id: $id) {\n      id\n      name\n      email\n      smallestVehicle {\n        id\n        name\n        order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManifestScreen($id: Int!, $input: ManifestInput!) {\n    updateManifest(id: $id, input: $input) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateManifestScreen($id: Int!, $input: ManifestInput!) {\n    updateManifest(id: $id, input: $input) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateManifestCostsScreen($id: Int!, $calculatedCost: Float!, $cost: Float!, $version: Int) {\n    updateManifestCosts(id: $id, calculatedCost: $calculatedCost, cost: $cost, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateManifestCostsScreen($id: Int!, $calculatedCost: Float!, $cost: Float!, $version: Int) {\n    updateManifestCosts(id: $id, calculatedCost: $calculatedCost, cost: $cost, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteManifestScreen($id: Int!) {\n    deleteManifest(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteManifestScreen($id: Int!) {\n    deleteManifest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendManifestScreen($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendManifestScreen($id: Int!, $version: Int) {\n    sendManifest(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendToExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendToExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    sendToTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromExchangeScreen($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromExchangeScreen($id: Int!, $version: Int) {\n    removeFromTransportExchange(id: $id, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RebookWithExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation RebookWithExchangeScreen($id: Int!, $tailLift: Boolean, $timed: Boolean, $notes: String, $version: Int) {\n    rebookWithTransportExchange(id: $id, tailLift: $tailLift, timed: $timed, notes: $notes, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailManifestReportScreen($manifestId: Int!, $to: String!, $subject: String, $body: String) {\n    emailManifestReport(manifestId: $manifestId, to: $to, subject: $subject, body: $body)\n  }\n"): (typeof documents)["\n  mutation EmailManifestReportScreen($manifestId: Int!, $to: String!, $subject: String, $body: String) {\n    emailManifestReport(manifestId: $manifestId, to: $to, subject: $subject, body: $body)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestChangeLogs($id: Int!) {\n    manifestChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManifestChangeLogs($id: Int!) {\n    manifestChangeLogs(id: $id) {\n      id\n      action\n      createdAt\n      userName\n      changes {\n        field\n        from\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestRoute($id: Int!, $order: [Int!]) {\n    manifestRoute(id: $id, consignmentAddressIds: $order) {\n      points {\n        latitude\n        longitude\n      }\n      isEstimate\n      legs {\n        fromStopId\n        toStopId\n        miles\n        minutes\n      }\n      miles\n      minutes\n    }\n  }\n"): (typeof documents)["\n  query ManifestRoute($id: Int!, $order: [Int!]) {\n    manifestRoute(id: $id, consignmentAddressIds: $order) {\n      points {\n        latitude\n        longitude\n      }\n      isEstimate\n      legs {\n        fromStopId\n        toStopId\n        miles\n        minutes\n      }\n      miles\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StopsWithoutManifest {\n    consignmentAddressesWithoutManifest {\n      ...ManifestStopFields\n      consignmentNumber\n    }\n  }\n"): (typeof documents)["\n  query StopsWithoutManifest {\n    consignmentAddressesWithoutManifest {\n      ...ManifestStopFields\n      consignmentNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestPendingConfirmations($manifestId: Int!) {\n    pendingConfirmations(manifestId: $manifestId) {\n      id\n      consignmentAddressId\n      consignmentId\n      stopType\n      to\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ManifestPendingConfirmations($manifestId: Int!) {\n    pendingConfirmations(manifestId: $manifestId) {\n      id\n      consignmentAddressId\n      consignmentId\n      stopType\n      to\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {\n    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendConfirmationScreen($consignmentAddressId: Int!, $to: String, $subject: String, $body: String) {\n    sendConfirmation(consignmentAddressId: $consignmentAddressId, to: $to, subject: $subject, body: $body) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {\n    skipConfirmation(consignmentAddressId: $consignmentAddressId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SkipConfirmationScreen($consignmentAddressId: Int!) {\n    skipConfirmation(consignmentAddressId: $consignmentAddressId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipAllConfirmationsScreen($manifestId: Int!) {\n    skipAllConfirmations(manifestId: $manifestId)\n  }\n"): (typeof documents)["\n  mutation SkipAllConfirmationsScreen($manifestId: Int!) {\n    skipAllConfirmations(manifestId: $manifestId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {\n    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {\n      ...ManifestStopFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditStopProgressScreen($consignmentAddressId: Int!, $input: StopTimesInput!) {\n    editStopProgress(consignmentAddressId: $consignmentAddressId, input: $input) {\n      ...ManifestStopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ManifestStopProgress {\n    stopProgress {\n      consignmentAddressId\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n    }\n  }\n"): (typeof documents)["\n  subscription ManifestStopProgress {\n    stopProgress {\n      consignmentAddressId\n      manifestId\n      isOnRoute\n      hasArrived\n      isCompleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ManifestScreenChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n"): (typeof documents)["\n  subscription ManifestScreenChanged {\n    manifestChanged {\n      manifestId\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {\n    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetManifestAcknowledgementScreen($id: Int!, $acknowledgedTime: DateTimeISO, $version: Int) {\n    setManifestAcknowledgement(id: $id, acknowledgedTime: $acknowledgedTime, version: $version) {\n      ...ManifestScreenFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query CarrierSearch($text: String, $manifestNumber: Int) {\n    supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $text, manifestNumber: $manifestNumber) {\n      supplierId\n      supplierName\n      manifestId\n      manifestNumber\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"): (typeof documents)["\n  query CarrierSearch($text: String, $manifestNumber: Int) {\n    supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $text, manifestNumber: $manifestNumber) {\n      supplierId\n      supplierName\n      manifestId\n      manifestNumber\n      latitude\n      longitude\n      recordedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinManifest($id: Int!) {\n    manifest(id: $id) {\n      id\n      manifestNumber\n      statusColour {\n        name\n        hexCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query PinManifest($id: Int!) {\n    manifest(id: $id) {\n      id\n      manifestNumber\n      statusColour {\n        name\n        hexCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationTemplates {\n    notificationTemplates {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query NotificationTemplates {\n    notificationTemplates {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewNotificationTemplate($input: NotificationTemplateInput!) {\n    previewNotificationTemplate(input: $input) {\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query PreviewNotificationTemplate($input: NotificationTemplateInput!) {\n    previewNotificationTemplate(input: $input) {\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotificationTemplate($input: NotificationTemplateInput!) {\n    saveNotificationTemplate(input: $input) {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNotificationTemplate($input: NotificationTemplateInput!) {\n    saveNotificationTemplate(input: $input) {\n      event\n      channel\n      subject\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerNotificationSettings($customerId: Int!) {\n    customerNotificationSettings(customerId: $customerId) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n"): (typeof documents)["\n  query CustomerNotificationSettings($customerId: Int!) {\n    customerNotificationSettings(customerId: $customerId) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomerNotificationSettings($customerId: Int!, $input: CustomerNotificationSettingsInput!) {\n    saveCustomerNotificationSettings(customerId: $customerId, input: $input) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCustomerNotificationSettings($customerId: Int!, $input: CustomerNotificationSettingsInput!) {\n    saveCustomerNotificationSettings(customerId: $customerId, input: $input) {\n      customerId\n      emailEnabled\n      smsEnabled\n      includeDeliveryContact\n      attachProofOfDelivery\n      onBooked\n      onTheWay\n      onDelivered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OptimiseManifestOrder($manifestId: Int!) {\n    optimiseManifestOrder(manifestId: $manifestId) {\n      manifestId\n      version\n      stopIds\n      changed\n      before {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n      after {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query OptimiseManifestOrder($manifestId: Int!) {\n    optimiseManifestOrder(manifestId: $manifestId) {\n      manifestId\n      version\n      stopIds\n      changed\n      before {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n      after {\n        miles\n        minutes\n        costPence\n        lateMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningStops($date: String!) {\n    planningStops(date: $date) {\n      id\n      consignmentId\n      rowVersion\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        shortAddress\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanningStops($date: String!) {\n    planningStops(date: $date) {\n      id\n      consignmentId\n      rowVersion\n      scheduledStartDateAndTime\n      consignmentAddressType {\n        id\n        name\n      }\n      address {\n        id\n        shortAddress\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningSupplierSearch($name: String) {\n    supplierSearch(supplierName: $name) {\n      id\n      name\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanningSupplierSearch($name: String) {\n    supplierSearch(supplierName: $name) {\n      id\n      name\n      smallestVehicle {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanDay($input: PlanDayInput!) {\n    planDay(input: $input) {\n      date\n      isEstimate\n      ms\n      runs {\n        supplierId\n        supplierName\n        vehicleTypeId\n        vehicleTypeName\n        stops {\n          id\n          version\n        }\n        miles\n        minutes\n        costPence\n        pricePence\n        marginPence\n      }\n      unassigned {\n        id\n        version\n        reason\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlanDay($input: PlanDayInput!) {\n    planDay(input: $input) {\n      date\n      isEstimate\n      ms\n      runs {\n        supplierId\n        supplierName\n        vehicleTypeId\n        vehicleTypeName\n        stops {\n          id\n          version\n        }\n        miles\n        minutes\n        costPence\n        pricePence\n        marginPence\n      }\n      unassigned {\n        id\n        version\n        reason\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPlan($runs: [AcceptedRunInput!]!) {\n    acceptPlan(runs: $runs)\n  }\n"): (typeof documents)["\n  mutation AcceptPlan($runs: [AcceptedRunInput!]!) {\n    acceptPlan(runs: $runs)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanRunFigures($runs: [AcceptedRunInput!]!) {\n    planRunFigures(runs: $runs) {\n      vehicleTypeName\n      miles\n      minutes\n      costPence\n      pricePence\n      marginPence\n    }\n  }\n"): (typeof documents)["\n  query PlanRunFigures($runs: [AcceptedRunInput!]!) {\n    planRunFigures(runs: $runs) {\n      vehicleTypeName\n      miles\n      minutes\n      costPence\n      pricePence\n      marginPence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningProgress($runId: String!) {\n    planningProgress(runId: $runId) {\n      runId\n      state\n      percent\n      budgetSeconds\n    }\n  }\n"): (typeof documents)["\n  query PlanningProgress($runId: String!) {\n    planningProgress(runId: $runId) {\n      runId\n      state\n      percent\n      budgetSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSimpleProfitability($from: String!, $to: String!, $customerName: String) {\n    simpleProfitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        date\n        day\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportSimpleProfitability($from: String!, $to: String!, $customerName: String) {\n    simpleProfitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        date\n        day\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        totalNumberConsignments\n        totalNumberManifests\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportProfitability($from: String!, $to: String!, $customerName: String) {\n    profitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        consignmentId\n        consignmentNumber\n        startDateTime\n        customerName\n        vehicleType\n        poNumber\n        customerReference\n        manifestNumbers\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        numberOfConsignments\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportProfitability($from: String!, $to: String!, $customerName: String) {\n    profitability(from: $from, to: $to, customerName: $customerName) {\n      lines {\n        consignmentId\n        consignmentNumber\n        startDateTime\n        customerName\n        vehicleType\n        poNumber\n        customerReference\n        manifestNumbers\n        price\n        cost\n        profit\n        margin\n      }\n      totals {\n        numberOfConsignments\n        price\n        cost\n        profit\n        margin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSupplierEarnings($from: String!, $to: String!) {\n    supplierEarnings(from: $from, to: $to) {\n      supplierId\n      supplierName\n      numberOfManifests\n      costTotal\n      deductions\n      net\n    }\n  }\n"): (typeof documents)["\n  query ReportSupplierEarnings($from: String!, $to: String!) {\n    supplierEarnings(from: $from, to: $to) {\n      supplierId\n      supplierName\n      numberOfManifests\n      costTotal\n      deductions\n      net\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportCredit {\n    customerCreditReport {\n      id\n      name\n      accountType\n      isOnStop\n      creditLimit\n      outstandingBalance\n      overLimit\n      isOverLimit\n    }\n  }\n"): (typeof documents)["\n  query ReportCredit {\n    customerCreditReport {\n      id\n      name\n      accountType\n      isOnStop\n      creditLimit\n      outstandingBalance\n      overLimit\n      isOverLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportUserIpLogs($from: String!, $to: String!) {\n    userIpLogs(from: $from, to: $to) {\n      id\n      createdAt\n      username\n      ipAddress\n      deviceUuid\n      succeeded\n      outcome\n    }\n  }\n"): (typeof documents)["\n  query ReportUserIpLogs($from: String!, $to: String!) {\n    userIpLogs(from: $from, to: $to) {\n      id\n      createdAt\n      username\n      ipAddress\n      deviceUuid\n      succeeded\n      outcome\n    }\n  }\n"];
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
export function graphql(source: "\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      capacity\n      order\n      isDeactivated\n      version\n    }\n  }\n"): (typeof documents)["\n  query SettingsVehicleTypes {\n    vehicleTypes(all: true) {\n      id\n      name\n      iconCode\n      capacity\n      order\n      isDeactivated\n      version\n    }\n  }\n"];
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