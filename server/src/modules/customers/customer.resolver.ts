import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Address } from '../addresses/address.entity.js';
import type { User } from '../users/user.entity.js';
import { Contact } from './contact.entity.js';
import { Customer } from './customer.entity.js';
import { accountTypeIdOf } from './customer.input.js';
import { ColumnSetting, CreditLine, CustomerInput, CustomerUser } from './customer.inputs.js';
import { toRestCreditLine } from './customer.mapper.js';
import { createCustomer, updateCustomer } from './customer.save.js';
import { controlScreenColumns, creditReport, listCustomers, myColumns, visibleColumnsOf } from './customer.service.js';
import { activeCustomerUsers, changeCustomerUserPassword } from './customer.users.js';

/** Users loaded with a customers list, per customer object of that request. */
const preloadedUsers = new WeakMap<Customer, User[]>();

/** Customers over GraphQL (behaviour.md "Settings / Back-office users" Customers); the same service calls as REST. */
@Resolver(() => Customer)
export class CustomerResolver {
  @Query(() => [Customer], { description: 'Office only; by name, account type (1-3) and deactivated' })
  async customers(
    @Ctx() ctx: RequestContext,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('customerAccountTypeId', () => Int, { nullable: true }) customerAccountTypeId?: number,
    @Arg('isDeactivated', () => Boolean, { nullable: true }) isDeactivated?: boolean,
  ): Promise<Customer[]> {
    const found = await listCustomers(ctx, { name, customerAccountTypeId, isDeactivated }, true);
    // One query for every listed customer's users (no N+1 when the list asks for customerUsers).
    const users = await activeCustomerUsers(ctx.em, found.map((c) => c.id));
    for (const c of found) preloadedUsers.set(c, users.filter((u) => u.customer?.id === c.id));
    return found;
  }

  @Query(() => [CreditLine], { description: 'Customers with an outstanding balance, office only' })
  async customerCreditReport(@Ctx() ctx: RequestContext): Promise<CreditLine[]> {
    return (await creditReport(ctx)).map((c) => {
      const l = toRestCreditLine(c);
      return {
        id: l.Id, name: l.Name, creditLimit: l.CreditLimit, outstandingBalance: l.OutstandingBalance!, overLimit: l.OverLimit,
        isOverLimit: l.IsOverLimit, accountType: l.AccountType.Name, isOnStop: l.IsOnStop, isDeactivated: l.IsDeactivated,
      };
    });
  }

  @Query(() => [ColumnSetting], { description: "A customer's visible control-screen columns, else its parent's, else the defaults" })
  customerConsignmentColumns(@Arg('customerId', () => Int) customerId: number, @Ctx() ctx: RequestContext) {
    return visibleColumnsOf(ctx, customerId);
  }

  @Query(() => [ColumnSetting], { description: "The signed-in customer user's visible control-screen columns" })
  myConsignmentColumns(@Ctx() ctx: RequestContext) {
    return myColumns(ctx);
  }

  @Mutation(() => Customer, { description: "Creates a customer; the screen then shows 'Customer Record Saved'" })
  createCustomer(@Arg('input', () => CustomerInput) input: CustomerInput, @Ctx() ctx: RequestContext): Promise<Customer> {
    return createCustomer(ctx, { ...input });
  }

  @Mutation(() => Customer, { description: 'The whole customer; a stale version is CONFLICT' })
  updateCustomer(@Arg('id', () => Int) id: number, @Arg('input', () => CustomerInput) input: CustomerInput, @Ctx() ctx: RequestContext): Promise<Customer> {
    return updateCustomer(ctx, id, { ...input });
  }

  @Mutation(() => Boolean, { description: "Office: sets a customer user's password; its sessions end" })
  async changeCustomerUserPassword(@Arg('userId', () => Int) userId: number, @Arg('newPassword', () => String) newPassword: string, @Arg('confirmPassword', () => String) confirmPassword: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await changeCustomerUserPassword(ctx, userId, { newPassword, confirmPassword });
    return true;
  }

  @FieldResolver(() => Int, { description: 'CustomerAccountTypes id: 1 Account, 2 Pro Forma Account Customer, 3 On Stop' })
  customerAccountTypeId(@Root() customer: Customer): number {
    return accountTypeIdOf(customer);
  }

  @FieldResolver(() => [Address])
  async addresses(@Root() customer: Customer): Promise<Address[]> {
    if (!customer.addresses.isInitialized()) await customer.addresses.init({ populate: ['country'] });
    return customer.addresses.getItems();
  }

  @FieldResolver(() => [Contact])
  async contacts(@Root() customer: Customer): Promise<Contact[]> {
    if (!customer.contacts.isInitialized()) await customer.contacts.init();
    return customer.contacts.getItems();
  }

  @FieldResolver(() => [ColumnSetting], { description: 'Every configured column with Order and visibility: the customer\'s, else its parent\'s, else the defaults' })
  async consignmentControlScreenColumns(@Root() customer: Customer, @Ctx() ctx: RequestContext): Promise<ColumnSetting[]> {
    if (!customer.consignmentControlScreenColumns.isInitialized()) await customer.consignmentControlScreenColumns.init({ populate: ['column'] });
    return controlScreenColumns(ctx, customer);
  }

  @FieldResolver(() => [CustomerUser], { nullable: true, description: 'Office only' })
  async customerUsers(@Root() customer: Customer, @Ctx() ctx: RequestContext): Promise<CustomerUser[]> {
    const users = preloadedUsers.get(customer) ?? (await activeCustomerUsers(ctx.em, [customer.id]));
    return users.map((u) => ({ id: u.id, email: u.email }));
  }
}
