/** Back-office users, vehicle types and whitelisted IPs (behaviour.md "Settings / Settings screen" Settings, behaviour.md "Settings / Back-office users"), typed by codegen. */
import { graphql } from '../../gql';

export const AtlasUsersQuery = graphql(`
  query SettingsAtlasUsers($username: String, $email: String, $isDeactivated: Boolean) {
    atlasUsers(username: $username, email: $email, isDeactivated: $isDeactivated) {
      id
      username
      email
      name
      isAdmin
      isAccounts
      isManager
      isDeactivated
      version
    }
  }
`);
export const CreateAtlasUserMutation = graphql(`
  mutation CreateAtlasUser($input: AtlasUserInput!) {
    createAtlasUser(input: $input) {
      id
    }
  }
`);
export const UpdateAtlasUserMutation = graphql(`
  mutation UpdateAtlasUser($id: Int!, $input: AtlasUserInput!) {
    updateAtlasUser(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const ChangeAtlasUserPasswordMutation = graphql(`
  mutation ChangeAtlasUserPassword($id: Int!, $input: AtlasUserPasswordInput!) {
    changeAtlasUserPassword(id: $id, input: $input)
  }
`);

export const SettingsVehicleTypesQuery = graphql(`
  query SettingsVehicleTypes {
    vehicleTypes(all: true) {
      id
      name
      iconCode
      capacity
      order
      isDeactivated
      version
    }
  }
`);
export const CreateVehicleTypeMutation = graphql(`
  mutation CreateVehicleType($input: VehicleTypeInput!) {
    createVehicleType(input: $input) {
      id
    }
  }
`);
export const UpdateVehicleTypeMutation = graphql(`
  mutation UpdateVehicleType($id: Int!, $input: VehicleTypeInput!) {
    updateVehicleType(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const MoveVehicleTypeMutation = graphql(`
  mutation MoveVehicleType($id: Int!, $direction: MoveDirection!, $version: Int!) {
    moveVehicleType(id: $id, direction: $direction, version: $version) {
      id
      order
      version
    }
  }
`);

export const WhitelistedIpsQuery = graphql(`
  query SettingsWhitelistedIps {
    whitelistedIpAddresses {
      id
      value
      version
    }
  }
`);
export const CreateWhitelistedIpMutation = graphql(`
  mutation CreateWhitelistedIp($input: WhitelistedIpInput!) {
    createWhitelistedIpAddress(input: $input) {
      id
    }
  }
`);
export const UpdateWhitelistedIpMutation = graphql(`
  mutation UpdateWhitelistedIp($id: Int!, $input: WhitelistedIpInput!) {
    updateWhitelistedIpAddress(id: $id, input: $input) {
      id
      version
    }
  }
`);
export const DeleteWhitelistedIpMutation = graphql(`
  mutation DeleteWhitelistedIp($id: Int!) {
    deleteWhitelistedIpAddress(id: $id)
  }
`);
